import type { Kysely } from "kysely";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import type { Database } from "#app/data/schema.ts";
import { testSiteConfig } from "./site-config-fixture.ts";

const titles = (en: string, nl: string, fr: string, de: string) => ({ en, nl, fr, de });

/**
 * The demo agency's configuration (fr, nl, en, de enabled) and a small menu: "our-office" with the team
 * category's cards and a child page "people". Answers the two pages' ids (ADR 062's document keys).
 */
export async function seedPages(db: Kysely<Database>): Promise<{ office: number; people: number }> {
  await writeSiteConfig(db, testSiteConfig());
  const now = new Date();
  await db.transaction().execute((trx) =>
    replaceSiteContent(
      trx,
      {
        categories: [{ key: "team", sort: 0, names: { en: "Team" } }],
        articles: [],
        pages: [
          {
            name: "Our office",
            path: "our-office",
            sort: 7,
            params: { title: titles("Our office", "Ons kantoor", "Notre bureau", "Unser Büro") },
            modules: [
              { sort: 0, view: "ons-team-view", relation: { type: "category", key: "team" } },
            ],
            children: [
              {
                name: "People",
                path: "people",
                sort: 0,
                params: { title: titles("People", "Mensen", "Personnes", "Menschen") },
              },
            ],
          },
        ],
      },
      now,
    ),
  );
  const rows = await db.selectFrom("menu_page").select(["id", "path"]).execute();
  const idOf = (path: string) => rows.find((row) => row.path === path)?.id ?? 0;
  return { office: idOf("our-office"), people: idOf("people") };
}
