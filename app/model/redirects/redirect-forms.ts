import * as z from "zod/mini";

// The desk's redirects page (issue 27, ADR 057): its address, its forms and its list's URL.

export const redirectsDeskPath = "/admin/redirects/";

/** The page's forms, each posted to `?do=` its name. */
export const redirectForms = ["add", "remove", "import"] as const;
export type RedirectForm = (typeof redirectForms)[number];

// An address far longer than any path of the site (server/request-guard.ts takes 1,024) is no address.
const address = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));

export const addRedirectSchema = z.object({ from: address, to: address });

/** The list's URL: a text to look for, and the old path the page starts after (paged by key). */
export const redirectListShape = {
  q: z.string().check(z.trim(), z.maxLength(200)),
  after: z.string().check(z.maxLength(2000)),
};

/** The list's URL with this filter and start. */
export function redirectListUrl(filter: { q?: string | undefined; after?: string | undefined }) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.after) params.set("after", filter.after);
  const query = params.toString();
  return query ? `${redirectsDeskPath}?${query}` : redirectsDeskPath;
}
