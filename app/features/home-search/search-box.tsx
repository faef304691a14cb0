import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "#app/i18n/use-language.ts";
import { noResults, searchResults } from "#app/model/catalogue/search-data.ts";
import { searchOptions } from "./search-options.ts";
import { SearchPanel } from "./search-panel.tsx";
import { usePropertyCard } from "./use-property-card.ts";
import { useSearchData } from "./use-search-data.ts";

// ARIA 1.2 combobox with a listbox popup (APG "list autocomplete"): focus stays in the box, the arrow
// keys move the active option (aria-activedescendant), Enter opens it, Escape closes the panel (then
// clears the box). Without an active option, Enter sends the form: the listing's text search.
export function SearchBox({ dataUrl }: { dataUrl: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const data = useSearchData(dataUrl);
  const results = useMemo(
    () => (data.index ? searchResults(data.index, query) : noResults),
    [data.index, query],
  );
  const card = usePropertyCard(results.property?.id, language);
  const options = useMemo(() => searchOptions(results, card, language), [results, card, language]);
  const listbox = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && options.length > 0;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? count - 1 : (current + step + count) % count,
      );
    } else if (event.key === "Enter") {
      const option = expanded ? options[active] : undefined;
      if (!option) return;
      event.preventDefault();
      navigate(option.href);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (open) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  };

  return (
    <div className="home-search__box">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t("homeSearch.label")}
      </label>
      <input
        id={`${id}-input`}
        className="home-search__input"
        type="text"
        name="q"
        role="combobox"
        maxLength={80}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("homeSearch.placeholder")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listbox : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          data.load();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <SearchPanel
        open={open}
        query={query}
        loading={data.loading}
        options={options}
        listbox={listbox}
        optionId={optionId}
        active={active}
        onChoose={(href) => navigate(href)}
      />
    </div>
  );
}
