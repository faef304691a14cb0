import { useTranslation } from "react-i18next";
import type { SearchOption } from "./search-options.ts";

interface SearchPanelProps {
  open: boolean;
  query: string;
  loading: boolean;
  options: SearchOption[];
  listbox: string;
  optionId: (index: number) => string;
  active: number;
  onChoose: (href: string) => void;
}

const groups = [
  { kind: "city", label: "homeSearch.cities" },
  { kind: "type", label: "homeSearch.types" },
  { kind: "property", label: "homeSearch.property" },
] as const;

// The results panel under the box: matching cities (name, postal code), types, and the property whose
// ID the query is (title, place, text cut to 100 characters, 60x60 thumbnail; docs/requirements.md §5, §9). The count
// is announced to screen readers as it changes.
export function SearchPanel(props: SearchPanelProps) {
  const { open, query, loading, options, listbox } = props;
  const { t } = useTranslation();
  const typed = query.trim() !== "";
  const message = loading
    ? t("homeSearch.loading")
    : !typed
      ? t("homeSearch.hint")
      : options.length === 0
        ? t("homeSearch.none")
        : undefined;
  return (
    <>
      <p className="visually-hidden" role="status">
        {open && typed && !loading ? t("homeSearch.count", { count: options.length }) : ""}
      </p>
      {open ? (
        <div className="home-search__panel">
          {message ? <p className="home-search__message">{message}</p> : null}
          {options.length > 0 ? (
            // Pressing an option must not take the focus from the box (which would close the panel).
            <div
              id={listbox}
              role="listbox"
              aria-label={t("homeSearch.results")}
              onMouseDown={(event) => event.preventDefault()}
            >
              {groups.map(({ kind, label }) => {
                const members = options.flatMap((option, index) =>
                  option.kind === kind ? [{ option, index }] : [],
                );
                if (members.length === 0) return null;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox groups options with role="group"
                  <div key={kind} role="group" aria-label={t(label)} className="home-search__group">
                    <div className="home-search__group-title" aria-hidden="true">
                      {t(label)}
                    </div>
                    {members.map(({ option, index }) => (
                      <Option key={option.href} index={index} option={option} {...props} />
                    ))}
                  </div>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function Option({
  option,
  index,
  active,
  optionId,
  onChoose,
}: SearchPanelProps & { option: SearchOption; index: number }) {
  return (
    // The box keeps the focus and Enter chooses (aria-activedescendant); a click chooses too.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the focus stays in the combobox, which moves aria-activedescendant and chooses on Enter (APG)
    <div
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className="home-search__option"
      onClick={() => onChoose(option.href)}
    >
      <OptionBody option={option} />
    </div>
  );
}

function OptionBody({ option }: { option: SearchOption }) {
  if (option.kind === "city")
    return (
      <>
        <span className="home-search__name">{option.city.name}</span>
        <span className="home-search__detail">{option.city.zip}</span>
      </>
    );
  if (option.kind === "type") return <span className="home-search__name">{option.type.name}</span>;
  const { card } = option;
  return (
    <span className="home-search__property">
      {card.thumbnail ? (
        <img src={card.thumbnail} width={60} height={60} alt="" loading="lazy" />
      ) : (
        <span className="home-search__no-photo" />
      )}
      <span>
        <span className="home-search__name">
          {card.title} <span className="home-search__detail">{card.city}</span>
        </span>
        <span className="home-search__text">{card.text}</span>
      </span>
    </span>
  );
}
