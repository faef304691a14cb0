import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/** The query parameter of the map view: the rest of the query (the filters) stays as it is. */
export const mapView = { name: "view", value: "map" } as const;

/** The listing's address with or without the map view, its filters kept. */
export function viewSearch(search: string, map: boolean): string {
  const params = new URLSearchParams(search);
  params.delete(mapView.name);
  if (map) params.set(mapView.name, mapView.value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

// docs/requirements.md §12: a list/map switch on the listings, two links that keep the filters (they work without
// JavaScript, and the back button goes back to the other view).
export function ListingViewSwitch({ map }: { map: boolean }) {
  const { t } = useTranslation("listings");
  const { pathname, search } = useLocation();
  const view = (isMap: boolean, label: string) => (
    <Link
      className="view-switch__option"
      to={{ pathname, search: viewSearch(search, isMap) }}
      aria-current={map === isMap ? "page" : undefined}
      preventScrollReset
    >
      {label}
    </Link>
  );
  return (
    <nav className="view-switch container" aria-label={t("map.views")}>
      {view(false, t("map.list"))}
      {view(true, t("map.map"))}
    </nav>
  );
}
