import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModuleView } from "#app/model/content/module-view.ts";
import { FilterChipList } from "./filter-chip-list.tsx";
import { ListingFilters } from "./listing-filters.tsx";
import { ListingHeader } from "./listing-header.tsx";
import { ListingPager } from "./listing-pager.tsx";
import type { ListingView } from "./listing-view.ts";
import { CardGrid } from "./property-list.tsx";

/**
 * docs/requirements.md §2 For sale / For rent: the list with its filters, sort and pages, its state in the URL. The
 * results come first; the filters beside them on wide screens, behind a disclosure on phones.
 */
export function Listing({ module, listing }: { module: ModuleView; listing: ListingView }) {
  const { t } = useTranslation("listings");
  const headingId = `${module.id}-heading`;
  const formId = `${module.id}-filters`;
  const goal = module.content.type === "property-list" ? module.content.goal : undefined;
  const title =
    module.title ?? t(goal === "rent" ? "listing.offersForRent" : "listing.offersForSale");
  // After a page link, the list's heading takes the focus (and the view), as a new page would.
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  const { page } = listing.query;
  useEffect(() => {
    if (!paged.current || page === 0) return;
    paged.current = false;
    heading.current?.focus();
  }, [page]);
  return (
    <section className="listing container" aria-labelledby={headingId}>
      <ListingHeader
        listing={listing}
        title={title}
        headingId={headingId}
        formId={formId}
        headingRef={heading}
      />
      <div className="listing__layout">
        <ListingFilters listing={listing} formId={formId} />
        <div className="listing__results">
          {listing.cards.length ? (
            <>
              <FilterChipList listing={listing} intro={t("results.chosen")} />
              <CardGrid cards={listing.cards} leading from={listing.query} />
              <ListingPager
                listing={listing}
                onNavigate={() => {
                  paged.current = true;
                }}
              />
            </>
          ) : (
            <div className="listing__empty">
              <p>{t("results.noneMatching")}</p>
              <FilterChipList listing={listing} intro={t("results.widen")} />
              <Link to={listing.path}>{t("results.seeAll")}</Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
