import type { Kysely } from "kysely";
import { flag, goalOf } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import { type PriceRange, projectPriceRange } from "#app/domain/project-price.ts";

interface ProjectPriceRow {
  id: number;
  goal: string | null;
  price_min: number | null;
  price_max: number | null;
}

/**
 * The price range of each project: its own PriceMin and PriceMax, completed from the public prices
 * of its units on offer (domain/project-price.ts).
 */
export async function projectPriceRanges(
  db: Kysely<Database>,
  projects: ProjectPriceRow[],
): Promise<Map<number, PriceRange>> {
  const incomplete = projects.filter((p) => p.price_min === null || p.price_max === null);
  const units =
    incomplete.length === 0
      ? []
      : await db
          .selectFrom("property")
          .select(["project_id", "goal", "price", "publish_price"])
          .where(
            "project_id",
            "in",
            incomplete.map((p) => p.id),
          )
          .where("status", "in", onOfferStatuses)
          .execute();
  return new Map(
    projects.map((project) => [
      project.id,
      projectPriceRange(
        {
          priceMin: project.price_min ?? undefined,
          priceMax: project.price_max ?? undefined,
          goal: project.goal === null ? undefined : goalOf(project.goal),
        },
        units
          .filter((unit) => unit.project_id === project.id)
          .map((unit) => ({
            goal: goalOf(unit.goal),
            price: unit.price,
            publishPrice: flag(unit.publish_price),
          })),
      ),
    ]),
  );
}
