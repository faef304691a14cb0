import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import {
  type ListingQuery,
  type ListingSort,
  listingSorts,
  pageSizes,
} from "#app/model/catalogue/listing-filter.ts";
import { listingParams } from "#app/routing/listing-query.ts";

const sortLabel = {
  newest: "results.sorts.newest",
  "price-asc": "results.sorts.priceAsc",
  "price-desc": "results.sorts.priceDesc",
  "surface-desc": "results.sorts.surfaceDesc",
} as const satisfies Record<ListingSort, string>;

/**
 * The sort and the page size, part of the filter form (the `form` attribute): with JavaScript a change
 * applies at once; without it, a button sends the form.
 */
export function SortControls({ query, formId }: { query: ListingQuery; formId: string }) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const apply = (event: React.ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();
  return (
    <div className="sort-controls">
      <div className="field">
        <label htmlFor={`${formId}-sort`}>{t("results.sort")}</label>
        <select
          id={`${formId}-sort`}
          name={listingParams.sort}
          form={formId}
          defaultValue={query.sort}
          key={query.sort}
          onChange={apply}
        >
          {listingSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabel[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-size`}>{t("results.perPage")}</label>
        <select
          id={`${formId}-size`}
          name={listingParams.size}
          form={formId}
          defaultValue={query.size}
          key={query.size}
          onChange={apply}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <button type="submit" form={formId} className="button button--outline">
          {t("results.sortApply")}
        </button>
      )}
    </div>
  );
}
