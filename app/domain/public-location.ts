// PRODUCT.md and docs/requirements.md §11: a property whose address the CRM keeps private (PublishAddress false) must
// not be found from its position either. Pages and maps then get a point moved a few hundred metres,
// always the same one for that property, in a direction only the site's secret gives (ADR 012).

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The position a visitor may see; `approximate` when it was moved away from the exact one. */
export interface PublicLocation extends Coordinates {
  approximate: boolean;
}

/** Two fractions in [0, 1), drawn from the site's secret and a listing's key (public-location-offset.ts). */
export interface LocationOffset {
  bearing: number;
  distance: number;
}

// Far enough that the point does not show the house or its neighbours, near enough that it still
// shows the neighbourhood. Kept inside 250-500 m once rounded to 5 decimals (about a metre).
const nearest = 260;
const farthest = 490;
// A point moved due north keeps the exact longitude (and due east the latitude): the direction stays
// 15° or more away from either axis, so each coordinate moves by at least 67 m (0.0006°).
const awayFromAxis = 15;
const metresPerDegree = 111_320;
const decimals = 1e5;

/**
 * The position pages and maps may show: the exact one when the address is public, otherwise the exact
 * one moved by `offset`. Undefined when the listing has no coordinates.
 */
export function publicLocation(
  exact: Partial<Coordinates>,
  publishAddress: boolean,
  offset: LocationOffset,
): PublicLocation | undefined {
  const { latitude, longitude } = exact;
  if (latitude === undefined || longitude === undefined) return undefined;
  if (publishAddress)
    return { latitude: rounded(latitude), longitude: rounded(longitude), approximate: false };
  const moved = movedPoint({ latitude, longitude }, offset);
  return {
    latitude: rounded(moved.latitude),
    longitude: rounded(moved.longitude),
    approximate: true,
  };
}

function movedPoint(exact: Coordinates, offset: LocationOffset): Coordinates {
  // One quarter of the compass, then an angle inside it that keeps away from both of its axes.
  const quarter = Math.floor(offset.bearing * 4);
  const withinQuarter = offset.bearing * 4 - quarter;
  const degrees = quarter * 90 + awayFromAxis + withinQuarter * (90 - 2 * awayFromAxis);
  return pointAway(exact, nearest + offset.distance * (farthest - nearest), degrees);
}

/** The point `metres` away from `from` in the direction `degrees` (clockwise from north), to a metre or so at these distances. */
export function pointAway(from: Coordinates, metres: number, degrees: number): Coordinates {
  const angle = (degrees * Math.PI) / 180;
  // A degree of longitude shrinks with the cosine of the latitude (fine anywhere people sell houses).
  const metresPerLongitudeDegree = metresPerDegree * Math.cos((from.latitude * Math.PI) / 180);
  return {
    latitude: from.latitude + (metres * Math.cos(angle)) / metresPerDegree,
    longitude: from.longitude + (metres * Math.sin(angle)) / metresPerLongitudeDegree,
  };
}

function rounded(value: number): number {
  return Math.round(value * decimals) / decimals;
}

/** The key a project's point is moved by. */
export function projectLocationKey(projectId: number): string {
  return `project:${projectId}`;
}

/**
 * The key a property's point is moved by. The units of a project share their project's: they stand in
 * one building, and points moved each its own way around the same spot would give that spot away.
 */
export function propertyLocationKey(propertyId: number, projectId: number | null): string {
  return projectId === null ? `property:${propertyId}` : projectLocationKey(projectId);
}
