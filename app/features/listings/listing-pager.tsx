import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listingSearch } from "#app/routing/listing-query.ts";
import type { ListingView } from "./listing-view.ts";

/** The page numbers shown: the first, the last, and two either side of the current one. */
export function pagerPages(page: number, pages: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) =>
    i > 0 && n - (shown[i - 1] ?? n) > 1 ? ["gap" as const, n] : [n],
  );
}

/** Links to the other pages of the same search; `onNavigate` lets the list take focus after. */
export function ListingPager({
  listing,
  onNavigate,
}: {
  listing: ListingView;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("listings");
  const { query, pages, path } = listing;
  if (pages <= 1) return null;
  const href = (page: number) => `${path}${listingSearch({ ...query, page })}`;
  return (
    <nav className="listing-pager" aria-label={t("results.pages")}>
      <ul>
        {query.page > 1 ? (
          <li>
            <Link to={href(query.page - 1)} rel="prev" onClick={onNavigate}>
              {t("results.previousPage")}
            </Link>
          </li>
        ) : null}
        {pagerPages(query.page, pages).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t("results.page", { page: n })}
                aria-current={n === query.page ? "page" : undefined}
                onClick={onNavigate}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {query.page < pages ? (
          <li>
            <Link to={href(query.page + 1)} rel="next" onClick={onNavigate}>
              {t("results.nextPage")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
