import { childPath } from "#app/model/admin/settings/field-tree.ts";
import type { FormEdit } from "#app/model/admin/settings/form-edit.ts";
import { isRecord } from "#app/model/admin/settings/schema-node.ts";
import { pageModuleSchema } from "#app/model/content/menu-page.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";

// Issue 27 "Pages and collections": the modules an agency adds to a page, in its words (article block,
// category cards, testimonials, news list, team, newest offers, figures, contact card), each made of
// a view and what it shows (docs/requirements.md §3 Module), and the page's modules kept in order.

type Module = PageDocument["modules"][number];

const shapes = {
  article: { view: "card-view", type: "article" },
  categoryCards: { view: "card-view", type: "category" },
  testimonials: { view: "slider-view", type: "category", key: "testimonials" },
  news: { view: "news-view", type: "category", key: "news" },
  team: { view: "ons-team-view", type: "category", key: "team" },
  offers: { view: "card-view", type: "property-list" },
  stats: { view: "card-view", type: "stats-view" },
  contact: { view: "card-view", type: "contact" },
} satisfies Record<
  string,
  { view: Module["view"]; type: Module["relation"]["type"]; key?: string }
>;

export type ModuleType = keyof typeof shapes;

export const moduleTypes = Object.keys(shapes) as ModuleType[];

export const isModuleType = (value: unknown): value is ModuleType =>
  typeof value === "string" && Object.hasOwn(shapes, value);

/**
 * A new module of a type, shown at the end; the category its type suggests (the demo's testimonials,
 * news, team) only when the site has it.
 */
export function newModule(type: ModuleType, sort: number, categories: readonly string[]): Module {
  const shape: { view: Module["view"]; type: Module["relation"]["type"]; key?: string } =
    shapes[type];
  const key = shape.key && categories.includes(shape.key) ? shape.key : undefined;
  return pageModuleSchema.parse({
    sort,
    view: shape.view,
    relation: { type: shape.type, ...(key && { key }) },
    ...(type === "offers" && { settings: { goal: "sale", maxItems: 4 } }),
  });
}

/** The type a module's content makes (a category's, by its view), in the agency's words. */
export function moduleTypeOf(module: Pick<Module, "view" | "relation">): ModuleType {
  if (module.relation.type === "category") return categoryTypes[module.view];
  return otherTypes[module.relation.type];
}

const categoryTypes: Record<Module["view"], ModuleType> = {
  "card-view": "categoryCards",
  "slider-view": "testimonials",
  "news-view": "news",
  "ons-team-view": "team",
};

const otherTypes: Record<Exclude<Module["relation"]["type"], "category">, ModuleType> = {
  article: "article",
  "property-list": "offers",
  "stats-view": "stats",
  contact: "contact",
};

/** A page's posted body with each module's `sort` its place in the list, as the editor shows them. */
export function numberModules(body: unknown): unknown {
  if (!isRecord(body) || !Array.isArray(body.modules)) return body;
  return {
    ...body,
    modules: body.modules.map((module, sort) => (isRecord(module) ? { ...module, sort } : module)),
  };
}

/**
 * The form path of the module a button leaves in view, for the editor to open it: the one just added
 * (last) or moved (at its new place); none after a removal.
 */
export function editedModulePath(edit: FormEdit, body: unknown) {
  if ("add" in edit) {
    const modules = isRecord(body) && Array.isArray(body.modules) ? body.modules : [];
    return childPath("modules", modules.length - 1);
  }
  const [path, step] = "up" in edit ? [edit.up, -1] : "down" in edit ? [edit.down, 1] : [];
  const index = path === undefined ? undefined : /^modules\.(\d+)$/.exec(path)?.[1];
  return index === undefined ? undefined : childPath("modules", Number(index) + (step ?? 0));
}

/** The body with a new module of a type at the end. */
export function withModule(body: unknown, type: ModuleType, categories: readonly string[]) {
  const page = isRecord(body) ? body : {};
  const modules = Array.isArray(page.modules) ? page.modules : [];
  return { ...page, modules: [...modules, newModule(type, modules.length, categories)] };
}
