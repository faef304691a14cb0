import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

// ADR 014: the listings' map draws its own base map, so that opening it asks nothing of another origin.
// This writes the outlines of Belgium and Luxembourg from Natural Earth (the world-atlas package, 1:10m)
// as a small GeoJSON file beside the map code, which the build then serves as a hashed, immutable
// asset. Run `npm run base-map` after upgrading world-atlas; the output is committed.
const countries: Record<string, string> = { "056": "BE", "442": "LU" };
// About 100 m: finer than a pixel at the zoom levels the base map is shown at, and a tenth of the size.
const decimals = 1e3;
const output = new URL("../app/features/listing-map/base-map.json", import.meta.url);

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  await readFile(require.resolve("world-atlas/countries-10m.json"), "utf8"),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const world = feature(topology, topology.objects.countries);

const features = world.features.flatMap((country): Feature<MultiPolygon>[] => {
  const code = countries[String(country.id)];
  const geometry = country.geometry as Polygon | MultiPolygon | null;
  if (!code || !geometry) return [];
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return [
    {
      type: "Feature",
      properties: { country: code },
      geometry: { type: "MultiPolygon", coordinates: polygons.map((rings) => rings.map(ring)) },
    },
  ];
});

/** A ring rounded to `decimals`, without the points that rounding made equal. */
function ring(points: Position[]): Position[] {
  const rounded = points.map(([x = 0, y = 0]) => [
    Math.round(x * decimals) / decimals,
    Math.round(y * decimals) / decimals,
  ]);
  return rounded.filter(
    (point, index) =>
      index === 0 || point[0] !== rounded[index - 1]?.[0] || point[1] !== rounded[index - 1]?.[1],
  );
}

const collection: FeatureCollection<MultiPolygon> = { type: "FeatureCollection", features };
await writeFile(output, `${JSON.stringify(collection)}\n`);
console.error(`base map: ${features.length} countries written to ${output.pathname}`);
