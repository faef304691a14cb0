import "leaflet/dist/leaflet.css";
import L from "leaflet";
import Supercluster from "supercluster";
import type { MapTiles } from "#app/model/config/map-tiles.ts";
import { type MapSpot, mapCardLimit } from "#app/model/listing-map/map-data.ts";
import baseMapUrl from "./base-map.json?url";

// The interactive map of the listings (ADR 014), loaded only when a visitor opens the map view, and of
// one property's place (ADR 018): Leaflet draws the self-hosted outlines of Belgium and
// Luxembourg and the markers, clustered by supercluster. Nothing here asks another origin for anything
// until `loadTiles`, the visitor's explicit choice.

export interface MapLabels {
  map: string;
  zoomIn: string;
  zoomOut: string;
  marker: (spot: MapSpot) => string;
  cluster: (count: number) => string;
  /** Several properties at one spot that no zoom splits (the units of a project). */
  spot: (count: number) => string;
}

export interface MapHandle {
  /** The agency's detailed tiles under the markers (after the visitor asked for them). */
  loadTiles(tiles: MapTiles): void;
  /** Back to the marker or spot whose card just closed. */
  focusOpener(): void;
  destroy(): void;
}

interface Options {
  labels: MapLabels;
  /**
   * A marker opens its property; a spot that no zoom splits, all of its properties. Without it a
   * marker is a labelled picture, not a button (a property's own place).
   */
  onSelect?: ((spots: MapSpot[]) => void) | undefined;
  /** The closest zoom of the first view around the markers. */
  firstZoom?: number | undefined;
  /** Where the detailed tiles take the view, around the markers, when they load. */
  tilesZoom?: number | undefined;
}

// Belgium and Luxembourg: the view without markers, and how far a visitor may pan.
const beLux = L.latLngBounds([49.45, 2.5], [51.55, 6.45]);
const clusterRadius = 56;
// Centre to centre, the least two markers stand apart: two clusters of up to 99 just touch.
const spacing = 44;
const closestZoom = 17;

export async function mountMap(
  element: HTMLElement,
  spots: MapSpot[],
  { labels, onSelect, firstZoom = 13, tilesZoom }: Options,
): Promise<MapHandle> {
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    maxBounds: beLux.pad(0.5),
    minZoom: 6,
    maxZoom: closestZoom,
    zoomSnap: 0.5,
  });
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", labels.map);
  L.control
    .zoom({ position: "topright", zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut })
    .addTo(map);
  const located = spots.map((spot) => L.latLng(spot.latitude, spot.longitude));
  if (located.length > 0)
    map.fitBounds(L.latLngBounds(located), { padding: [32, 32], maxZoom: firstZoom });
  else map.fitBounds(beLux);

  const colours = getComputedStyle(element);
  const baseMap = await fetch(baseMapUrl).then((response) => response.json());
  L.geoJSON(baseMap, {
    interactive: false,
    style: {
      color: colours.getPropertyValue("--brand").trim(),
      weight: 1.2,
      opacity: 0.45,
      fillColor: colours.getPropertyValue("--surface").trim(),
      fillOpacity: 1,
    },
  }).addTo(map);

  const index = new Supercluster<{ index: number }>({
    radius: clusterRadius,
    maxZoom: closestZoom,
  });
  index.load(
    spots.map((spot, i) => ({
      type: "Feature",
      properties: { index: i },
      geometry: { type: "Point", coordinates: [spot.longitude, spot.latitude] },
    })),
  );
  const layer = L.layerGroup().addTo(map);
  const drawn: { at: L.LatLng; element: HTMLElement }[] = [];
  /** The marker or spot that opened the card: its (first) property and element. */
  let opener: { id: number; element: HTMLElement } | undefined;

  function draw() {
    layer.clearLayers();
    drawn.length = 0;
    const bounds = map.getBounds();
    const box: [number, number, number, number] = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ];
    for (const point of clustersIn(box)) {
      const [longitude = 0, latitude = 0] = point.geometry.coordinates;
      const at = L.latLng(latitude, longitude);
      if ("cluster" in point.properties && point.properties.cluster) {
        const { cluster_id: id, point_count: count } = point.properties;
        const size = count < 10 ? 36 : count < 100 ? 44 : 52;
        // Properties at one spot (the units of a project) never split: the spot lists them all.
        const split = index.getClusterExpansionZoom(id);
        const spot = split > closestZoom || map.getZoom() >= closestZoom;
        const cluster = addMarker(at, (spot ? labels.spot : labels.cluster)(count), {
          className: `listing-map__cluster${spot ? " listing-map__cluster--spot" : ""}`,
          html: `<span>${count}</span>`,
          iconSize: [size, size],
        });
        // A spot is found again by its first property once drawn anew (see focusOpener).
        if (spot) cluster.element.dataset.id = String(spotsOf(id, 1)[0]?.id);
        cluster.onActivate(() => {
          if (spot) {
            return select(spotsOf(id, mapCardLimit), cluster.element);
          }
          const zoom = Math.min(Math.max(split, map.getZoom() + 1), closestZoom);
          // Zoomed in on the cluster, the keyboard goes on from what it split into.
          map.once("moveend", () => nearest(at)?.focus());
          map.flyTo(at, zoom);
        });
        continue;
      }
      const spot = spots[(point.properties as { index: number }).index];
      if (!spot) continue;
      const icon = addMarker(
        at,
        labels.marker(spot),
        {
          className: `listing-map__pin${spot.approximate ? " listing-map__pin--approximate" : ""}`,
          iconSize: spot.approximate ? [30, 30] : [24, 24],
        },
        onSelect !== undefined,
      );
      icon.element.dataset.id = String(spot.id);
      icon.onActivate(() => select([spot], icon.element));
    }
  }

  /** The first `limit` properties of a cluster. */
  function spotsOf(clusterId: number, limit: number): MapSpot[] {
    return index.getLeaves(clusterId, limit).flatMap((leaf) => {
      const found = spots[leaf.properties.index];
      return found ? [found] : [];
    });
  }

  function select(selected: MapSpot[], element: HTMLElement) {
    const [first] = selected;
    if (!first) return;
    opener = { id: first.id, element };
    onSelect?.(selected);
  }

  /**
   * A focusable marker: Enter, Space or a click runs what `onActivate` is given. Not `interactive`, it
   * is a labelled picture that neither takes the focus nor answers.
   */
  function addMarker(at: L.LatLng, label: string, icon: L.DivIconOptions, interactive = true) {
    const added = L.marker(at, {
      icon: L.divIcon(icon),
      keyboard: interactive,
      interactive,
      riseOnHover: interactive,
    });
    added.addTo(layer);
    const element = added.getElement() as HTMLElement;
    element.setAttribute("aria-label", label);
    if (!interactive) element.setAttribute("role", "img");
    drawn.push({ at, element });
    return {
      element,
      onActivate(run: () => void) {
        added.on("click", run);
        element.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          event.stopPropagation();
          run();
        });
      },
    };
  }

  /**
   * The clusters and markers to draw: those of the zoom level below the map's, or coarser while any two
   * would overlap (clustering is greedy), so that every marker keeps a target of its own (WCAG 2.5.8).
   */
  function clustersIn(box: [number, number, number, number]) {
    for (let zoom = Math.floor(map.getZoom()); ; zoom--) {
      const points = index.getClusters(box, zoom);
      if (zoom <= map.getMinZoom() || !crowded(points)) return points;
    }
  }

  function crowded(points: { geometry: { coordinates: number[] } }[]): boolean {
    const pixels = points.map(
      ({
        geometry: {
          coordinates: [lng = 0, lat = 0],
        },
      }) => map.latLngToContainerPoint([lat, lng]),
    );
    return pixels.some((a, i) => pixels.slice(i + 1).some((b) => a.distanceTo(b) < spacing));
  }

  /** The drawn marker closest to `at`. */
  function nearest(at: L.LatLng): HTMLElement | undefined {
    const distance = (other: L.LatLng) => map.distance(at, other);
    return drawn.reduce<(typeof drawn)[number] | undefined>(
      (best, next) => (!best || distance(next.at) < distance(best.at) ? next : best),
      undefined,
    )?.element;
  }

  draw();
  map.on("moveend", draw);

  return {
    loadTiles({ tileUrl, attribution }) {
      L.tileLayer(tileUrl, { maxZoom: closestZoom, attribution: escapeHtml(attribution) }).addTo(
        map,
      );
      L.control.attribution({ prefix: false }).addTo(map);
      if (tilesZoom !== undefined && located.length > 0)
        map.setView(L.latLngBounds(located).getCenter(), tilesZoom);
    },
    focusOpener() {
      if (!opener) return;
      const { id, element } = opener;
      // Drawn again since (a pan, a zoom), a marker is found by its property.
      const found = element.isConnected
        ? element
        : drawn.find((marker) => marker.element.dataset.id === String(id))?.element;
      found?.focus();
    },
    destroy() {
      map.remove();
    },
  };
}

/** Leaflet writes an attribution as HTML; the configured one is plain text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
