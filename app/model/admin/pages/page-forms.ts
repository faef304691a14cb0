import * as z from "zod/mini";

// Issue 27 "Pages and collections": the desk's pages tree, its address and its forms, each posted to
// `?do=` its name; every page's own editor lives at /admin/pages/<id>/.

export const pagesDeskPath = "/admin/pages/";

export const pageEditorPath = (id: number) => `${pagesDeskPath}${id}/`;

/** `place` is drag and drop's: the page takes the place of the sibling `at`. */
export const pageTreeForms = ["new", "up", "down", "place", "delete"] as const;
export type PageTreeForm = (typeof pageTreeForms)[number];

/** What `?done=` may say after a form (keys of `adminPages:done`). */
export const pageTreeDone = ["moved", "deleted"] as const;

/** One URL segment, as menu-page.ts's `path` (docs/requirements.md §2). */
export const newPageSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  path: z
    .string()
    .check(
      z.trim(),
      z.maxLength(100),
      z.regex(/^[A-Za-z0-9-]+$/, { error: "adminPages:errors.pathFormat" }),
    ),
  /** A page's id; left empty for the top of the menu. */
  parent: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/))),
});
