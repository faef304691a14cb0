import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// Site content (docs/requirements.md §3 Menu page, Module, Category tree item, articles) and the ordered attachments
// of properties, projects and articles: photos, documents, videos and 3D tours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("category")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("parent_id", "integer", (col) => col.references("category.id").onDelete("cascade"))
    // A stable name the site refers to: testimonials, services, news, documents, team.
    .addColumn("key", "varchar(50)", (col) => col.notNull().unique())
    .addColumn("sort", "integer", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("category_name")
    .addColumn("category_id", "integer", (col) =>
      col.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addPrimaryKeyConstraint("category_name_pk", ["category_id", "language"])
    .execute();

  await db.schema
    .createTable("article")
    .addColumn("id", "integer", generatedId(db))
    // A stable name for articles the site refers to (about-us, privacy...); empty for the others.
    .addColumn("key", "varchar(100)", (col) => col.unique())
    .addColumn("category_id", "integer", (col) =>
      col.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("image_id", "integer", (col) => col.references("media_file.id"))
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("published_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addCheckConstraint("article_status_check", sql`status in ('published', 'draft')`)
    .execute();
  await db.schema
    .createIndex("article_category_idx")
    .on("article")
    .columns(["category_id", "status", "sort"])
    .execute();
  await db.schema
    .createTable("article_translation")
    .addColumn("article_id", "integer", (col) =>
      col.notNull().references("article.id").onDelete("cascade"),
    )
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("slug", "varchar(120)", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_translation_pk", ["article_id", "language"])
    .addUniqueConstraint("article_slug_unique", ["language", "slug"])
    .execute();

  await db.schema
    .createTable("menu_page")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("parent_id", "integer", (col) => col.references("menu_page.id").onDelete("cascade"))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("sort", "integer", (col) => col.notNull())
    // Titles, SEO per language, banner and flags (docs/requirements.md §3 Menu page params), validated by zod.
    .addColumn("params", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addCheckConstraint("menu_page_status_check", sql`status in ('published', 'draft')`)
    .execute();
  await db.schema
    .createIndex("menu_page_path_unique")
    .on("menu_page")
    .columns(["parent_id", "path"])
    .unique()
    .execute();
  await db.schema
    .createTable("page_module")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("page_id", "integer", (col) =>
      col.notNull().references("menu_page.id").onDelete("cascade"),
    )
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("view", "varchar(30)", (col) => col.notNull())
    .addColumn("relation_type", "varchar(30)", (col) => col.notNull())
    .addColumn("relation_id", "integer")
    // Title, sizes, position, span and columns (docs/requirements.md §3 Module), validated by zod.
    .addColumn("settings", "text", (col) => col.notNull())
    .addCheckConstraint("page_module_status_check", sql`status in ('published', 'draft')`)
    .execute();
  await db.schema
    .createIndex("page_module_page_idx")
    .on("page_module")
    .columns(["page_id", "sort"])
    .execute();

  await db.schema
    .createTable("attachment")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("property_id", "integer", (col) => col.references("property.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (col) => col.references("project.id").onDelete("cascade"))
    .addColumn("article_id", "integer", (col) => col.references("article.id").onDelete("cascade"))
    .addColumn("kind", "varchar(12)", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("media_file_id", "integer", (col) => col.references("media_file.id"))
    // Where the original came from (an http(s) URL not fetched yet, or the video/tour link itself).
    .addColumn("url", "varchar(1000)")
    .addColumn("name", "varchar(300)")
    // Pixel size of a photo, known before any file is read so that pages never shift.
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addCheckConstraint(
      "attachment_kind_check",
      sql`kind in ('photo', 'document', 'video', 'tour')`,
    )
    .addCheckConstraint(
      "attachment_one_owner_check",
      sql`(case when property_id is null then 0 else 1 end) + (case when project_id is null then 0 else 1 end) + (case when article_id is null then 0 else 1 end) = 1`,
    )
    .addCheckConstraint(
      "attachment_source_check",
      sql`media_file_id is not null or url is not null`,
    )
    .execute();
  for (const owner of ["property_id", "project_id", "article_id"]) {
    await db.schema
      .createIndex(`attachment_${owner}_idx`)
      .on("attachment")
      .columns([owner, "kind", "position"])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "attachment",
    "page_module",
    "menu_page",
    "article_translation",
    "article",
    "category_name",
    "category",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
