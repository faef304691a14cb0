import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import { openDatabase } from "#app/data/database.server.ts";
import { storeMediaFile } from "#app/data/media/media-store.server.ts";
import { replacePropertyHistory } from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import { plainText } from "#app/domain/text.ts";
import { languages } from "#app/i18n/languages.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import { importSite } from "#app/services/admin/site-file.server.ts";
import { saveStaff } from "#app/services/admin/staff-accounts.server.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { mediaDir, parseEnv } from "#app/services/env.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { runCommand } from "#scripts/run-command.ts";
import { importReport } from "#scripts/site-report.ts";
import { warmAndReport } from "#scripts/warm-variants.ts";
import { demoSnapshot } from "./catalogue.ts";
import { demoCategories, documentFields } from "./content.ts";
import { renderLogo } from "./logo.ts";
import { demoHistory, demoOwner } from "./owner.ts";
import { formPdf } from "./pdf.ts";
import { renderBanners, renderPhotoLibrary } from "./photos.ts";
import { addPropertyDocuments } from "./property-documents.ts";
import {
  type BannerType,
  bannerTypes,
  type DemoMedia,
  demoAgencyName,
  demoDocuments,
  demoSiteFile,
  demoTheme,
} from "./site-file.ts";
import { demoStaff } from "./staff.ts";
import { attachDemoVideo } from "./videos.ts";

// `npm run demo [-- --if-empty] [--banner TYPE]`: loads the demo agency (docs/features.md "The demo agency"). With
// --if-empty it does nothing when the database already holds properties, which is how `npm start` uses it.
const seed = 2026;
const documentFooter = `${demoAgencyName} - Avenue Louise 231, 1050 Bruxelles - info@immo-lumiere.example`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      "if-empty": { type: "boolean", default: false },
      banner: { type: "string", default: "gallery" },
    },
  });
  const banner = values.banner as BannerType;
  if (!bannerTypes.includes(banner)) {
    throw new Error(`--banner must be one of ${bannerTypes.join(", ")} (got "${values.banner}")`);
  }
  const env = parseEnv(process.env);
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    const existing = await db.selectFrom("property").select("id").limit(1).execute();
    if (values["if-empty"] && existing.length > 0) {
      process.stdout.write("The database holds properties already: demo content not loaded.\n");
      return 0;
    }
    const started = performance.now();
    const dir = join(env.DATA_DIR, "demo");
    const rendered = await renderPhotoLibrary(dir, seed);
    // Dates count back from the start of today, so a second run on the same day changes nothing.
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const snapshot = demoSnapshot({ seed, today });
    await addPropertyDocuments(snapshot, dir, documentFooter);
    // Kept beside its photos: an example of a real snapshot, importable with `npm run import`.
    await writeFile(join(dir, "snapshot.json"), JSON.stringify(snapshot, null, 1));
    const result = await importSnapshot(db, snapshot, {
      full: false,
      dryRun: false,
      baseDir: dir,
      mediaDir: mediaDir(env),
      now: new Date(),
    });
    if (!result.ok) {
      throw new Error(
        `the demo snapshot is invalid: ${result.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
      );
    }
    const stored = async (path: string) => {
      const file = await storeMediaFile(db, mediaDir(env), join(dir, path), new Date());
      const row = await db
        .selectFrom("media_file")
        .select("sha256")
        .where("id", "=", file.id)
        .executeTakeFirstOrThrow();
      return {
        key: mediaKey(file.id, row.sha256),
        width: file.width ?? 1600,
        height: file.height ?? 1067,
      };
    };
    const [pageBanner, ...banners] = await Promise.all(
      (
        await renderBanners(dir, seed, [
          ["garden", 1],
          ["facade", 2],
          ["garden", 4],
          ["livingRoom", 6],
          ["facade", 9],
        ])
      ).map(stored),
    );
    const logo = await stored(await renderLogo(dir, demoAgencyName, demoTheme));
    const media = Object.fromEntries(banners.map((image, i) => [`banner-${i + 1}`, image]));
    const documentFiles = await storeDocuments(db, dir, mediaDir(env));
    const siteFile = demoSiteFile(
      { ...media, ...documentFiles, "page-banner": pageBanner, logo },
      banner,
    );
    // Kept beside its media, keys written in: an example of a site file, importable with `npm run site`.
    await writeFile(join(dir, "site.json"), `${JSON.stringify(siteFile, null, 2)}\n`);
    await attachDemoVideo(db, mediaDir(env));
    // The site's content cleared and the categories made with their names (the file has none); the
    // site file then makes the articles and pages.
    const content = { categories: demoCategories, articles: [], pages: [] };
    await db.transaction().execute((trx) => replaceSiteContent(trx, content, new Date()));
    const imported = await importSite(db, siteFile, { dryRun: false, now: new Date() });
    if ("problems" in imported)
      throw new Error(
        `the demo site file is refused:\n${importReport(imported, false).join("\n")}`,
      );
    const owned =
      snapshot.properties
        ?.filter(
          (p) =>
            p.language === "fr" && p.Goal === 0 && p.CountryID === 10 && p.Status === "available",
        )
        .slice(0, 5)
        .map((p) => p.ID) ?? [];
    await saveOwner(db, demoOwner(owned), new Date());
    for (const id of owned) await replacePropertyHistory(db, id, demoHistory(seed, id, today));
    for (const member of demoStaff) await saveStaff(db, member, new Date());
    const { created, updated } = result.summary;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Demo agency loaded in ${seconds} s: ${created} created, ${updated} updated, ${rendered} photos drawn.\n`,
    );
    await warmAndReport(db, mediaDir(env));
    return 0;
  } finally {
    await db.destroy();
  }
}

/**
 * The four forms of docs/requirements.md §2 as PDFs in each language (their titles and introductions
 * from the site file's document articles), stored; by the names the file gives them ("purchase-offer-en").
 */
async function storeDocuments(
  db: Kysely<Database>,
  dir: string,
  media: string,
): Promise<DemoMedia> {
  await mkdir(join(dir, "documents"), { recursive: true });
  const stored: DemoMedia = {};
  for (const { key, texts } of demoDocuments()) {
    for (const language of languages) {
      const name = `${key}-${language}`;
      const file = join(dir, "documents", `${name}.pdf`);
      const { title = "", body = "" } = texts[language] ?? {};
      const fields = (documentFields[key] ?? []).map((field) => field[language]);
      await writeFile(file, formPdf(title, plainText(body), fields, documentFooter));
      stored[name] = { mediaFileId: (await storeMediaFile(db, media, file, new Date())).id };
    }
  }
  return stored;
}

runCommand(main);
