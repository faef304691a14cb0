import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { formatNumber } from "#app/domain/numbers.ts";
import type { FacetValue } from "#app/model/catalogue/listing-page.ts";
import { listingParams, listingSearch, parseListingQuery } from "#app/routing/listing-query.ts";
import { activeFilterCount } from "./filter-chips.ts";
import type { ListingView } from "./listing-view.ts";

const bedroomChoices = [1, 2, 3, 4, 5];

/**
 * docs/requirements.md §2 listing filters as a GET form: without JavaScript it sends the whole search; with it a
 * ticked box or a chosen value applies at once without a reload, the URL keeping the search (empty
 * fields left out) and the page staying where it is. Behind a "Filters (n)" disclosure on phones.
 */
export function ListingFilters({ listing, formId }: { listing: ListingView; formId: string }) {
  const { t } = useTranslation("listings");
  const submit = useSubmit();
  const { query, facets, path } = listing;
  const { filter } = query;
  const active = activeFilterCount(filter);
  // The form is drawn anew for each search (below): once the new search's form is there, the control
  // that sent the search gets the focus back.
  const search = listingSearch(query);
  const sentFrom = useRef<{ control: string; search: string } | undefined>(undefined);
  const refocus = (form: HTMLFormElement | null) => {
    const sent = sentFrom.current;
    if (!form || !sent || sent.search === search) return;
    document.getElementById(sent.control)?.focus();
    sentFrom.current = undefined;
  };
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const control = document.activeElement?.id;
    sentFrom.current = control ? { control, search } : undefined;
    // The URL the server would write for this search: empty fields and defaults left out.
    const sent = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string") sent.append(name, value);
    const params = new URLSearchParams(
      listingSearch(parseListingQuery(sent, query.defaultSize).query),
    );
    submit(params, { method: "get", action: path, preventScrollReset: true });
  };
  const applyChoice = (event: React.ChangeEvent<HTMLFormElement>) => {
    const control = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (control.type === "checkbox" || control.tagName === "SELECT")
      event.currentTarget.requestSubmit();
  };
  return (
    <details className="listing-filters">
      <summary className="listing-filters__summary">
        {active ? t("results.filtersCount", { count: active }) : t("results.filters")}
      </summary>
      <Form
        id={formId}
        // Drawn anew for each search, so that its fields show the URL's values after back / forward.
        key={search}
        ref={refocus}
        method="get"
        action={path}
        className="listing-filters__form"
        onSubmit={send}
        onChange={applyChoice}
      >
        <div className="field">
          <label htmlFor={`${formId}-q`}>{t("results.query")}</label>
          <input
            id={`${formId}-q`}
            type="search"
            name={listingParams.q}
            defaultValue={filter.q ?? ""}
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <Choices legend={t("results.cities")} name={listingParams.cities} values={facets.cities} />
        <Choices legend={t("results.types")} name={listingParams.types} values={facets.types} />
        <fieldset className="field listing-filters__range">
          <legend>{t("results.price")}</legend>
          <Amount
            id={`${formId}-price-min`}
            label={t("results.priceMin")}
            name={listingParams.priceMin}
            value={filter.priceMin}
          />
          <Amount
            id={`${formId}-price-max`}
            label={t("results.priceMax")}
            name={listingParams.priceMax}
            value={filter.priceMax}
          />
        </fieldset>
        <div className="field">
          <label htmlFor={`${formId}-bedrooms`}>{t("results.bedrooms")}</label>
          <select
            id={`${formId}-bedrooms`}
            name={listingParams.bedroomsMin}
            defaultValue={filter.bedroomsMin ?? ""}
          >
            <option value="">{t("results.bedroomsAny")}</option>
            {bedroomChoices.map((count) => (
              <option key={count} value={count}>
                {t("results.bedroomsMin", { count })}
              </option>
            ))}
          </select>
        </div>
        <Amount
          id={`${formId}-surface`}
          label={t("results.surface")}
          name={listingParams.surfaceMin}
          value={filter.surfaceMin}
          field
        />
        <div className="listing-filters__actions">
          <button type="submit" className="button">
            {t("results.apply")}
          </button>
        </div>
      </Form>
    </details>
  );
}

/** Ticked values of one filter, each with how many properties choosing it gives. */
function Choices({ legend, name, values }: { legend: string; name: string; values: FacetValue[] }) {
  if (values.length === 0) return null;
  return (
    <fieldset className="field listing-filters__choices">
      <legend>{legend}</legend>
      <ul>
        {values.map((value) => (
          <li key={value.value}>
            <label>
              <input
                type="checkbox"
                id={`${name}-${value.value.replace(/\s+/g, "-")}`}
                name={name}
                value={value.value}
                defaultChecked={value.selected}
              />
              <span>{value.label}</span>
              <span className="listing-filters__count">{formatNumber(value.count)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Amount({
  id,
  label,
  name,
  value,
  field,
}: {
  id: string;
  label: string;
  name: string;
  value: number | undefined;
  /** A field of its own, rather than one half of a range. */
  field?: boolean;
}) {
  return (
    <div className={field ? "field" : "listing-filters__bound"}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        name={name}
        min={0}
        defaultValue={value ?? ""}
      />
    </div>
  );
}
