import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ListingMap } from "./listing-map.tsx";
import { ListingViewSwitch, mapView } from "./listing-view-switch.tsx";

/**
 * A list of one goal (For sale, For rent) with its list/map switch: `?view=map` shows the map of the
 * same properties; without JavaScript the map view shows the list under a notice.
 */
export function ListingViews({ goal, children }: { goal: "sale" | "rent"; children: ReactNode }) {
  const [params] = useSearchParams();
  const map = params.get(mapView.name) === mapView.value;
  return (
    <>
      <ListingViewSwitch map={map} />
      {map ? <ListingMap goal={goal}>{children}</ListingMap> : children}
    </>
  );
}
