import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { filterChips } from "./filter-chips.ts";
import type { ListingView } from "./listing-view.ts";

/** The search's chosen values, each a link that removes it; also how an empty result is widened. */
export function FilterChipList({ listing, intro }: { listing: ListingView; intro: string }) {
  const { t } = useTranslation("listings");
  const chips = filterChips(listing, t);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <p className="filter-chips__intro">{intro}</p>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              className="filter-chips__chip"
              aria-label={t("results.remove", { label: chip.label })}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={listing.path} className="filter-chips__clear">
            {t("results.clear")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
