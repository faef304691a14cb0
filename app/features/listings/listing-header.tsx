import { useTranslation } from "react-i18next";
import { formatNumber } from "#app/domain/numbers.ts";
import type { ListingView } from "./listing-view.ts";
import { SortControls } from "./sort-controls.tsx";

/**
 * The top of a listing: its heading, "page X of Y [N objects]" (docs/requirements.md §2), the count announced to screen
 * readers when a filter changes it, and the sort. Links that switch the view (a map) belong here.
 */
export function ListingHeader({
  listing,
  title,
  headingId,
  formId,
  headingRef,
}: {
  listing: ListingView;
  title: string;
  headingId: string;
  formId: string;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation("listings");
  const { query, total, pages } = listing;
  const counts = { count: total, total: formatNumber(total) };
  return (
    <header className="listing-header">
      <div className="listing-header__titles">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <p className="listing-header__pages">
          {t("results.pageOf", { ...counts, page: query.page, pages })}
        </p>
        <p className="visually-hidden" role="status">
          {t("results.found", counts)}
        </p>
      </div>
      <SortControls query={query} formId={formId} />
    </header>
  );
}
