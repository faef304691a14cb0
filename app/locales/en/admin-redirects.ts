import type { RedirectProblemReason } from "#app/model/redirects/redirect-csv.ts";

// Texts of the desk's redirects page (issue 27, ADR 057). English defines the shape every other
// language must match.
export const adminRedirects = {
  title: "Redirects",
  intro:
    "Old addresses of your previous website that now lead to a page of this site. A visitor or a search engine asking for an old address is sent on at once (a permanent redirect, 301).",
  list: {
    title: "Redirects",
    search: "Search",
    searchHint: "Part of an old or new address",
    filter: "Filter",
    clear: "Clear the filter",
    empty: "No redirect matches.",
    from: "Old address",
    to: "New address",
    origin: "Written by",
    added: "Added",
    remove: "Remove",
    removeLabel: "Remove the redirect from {{from}}",
    more: "Next redirects",
    first: "Back to the first ones",
    origins: { import: "CSV import", desk: "Desk", page: "Page moved" },
  },
  add: {
    title: "Add a redirect",
    from: "Old address",
    fromHint: "A path such as /about-us.html, or the old full address",
    to: "New address",
    toHint: "A path of this site such as /en/about-us/, or a full address of another site",
    submit: "Add",
  },
  upload: {
    title: "Import a CSV file",
    hint: "Two columns, old address then new address, separated by a semicolon or a comma; a header line is allowed. At most 10,000 lines. Nothing is written when one line is refused.",
    file: "CSV file",
    dryRun: "Only check the file, write nothing",
    submit: "Import",
    noFile: "Choose a CSV file.",
    notText: "This file is not UTF-8 text. Save it again as CSV UTF-8.",
  },
  done: {
    added: "The redirect was added.",
    removed: "The redirect was removed.",
    imported_one: "{{count}} redirect was imported.",
    imported_other: "{{count}} redirects were imported.",
    unchanged_one: "{{count}} line was there already.",
    unchanged_other: "{{count}} lines were there already.",
    dryRun_one: "Check done: {{count}} redirect would be added. Nothing was written.",
    dryRun_other: "Check done: {{count}} redirects would be added. Nothing was written.",
  },
  refused: {
    title_one: "Nothing was written: {{count}} line to fix",
    title_other: "Nothing was written: {{count}} lines to fix",
    single: "The redirect was not added",
    line: "Line {{line}}:",
    file: "The file:",
    reasons: {
      columns: "two columns are needed: the old address, then the new one.",
      source: "the old address is not a path (/page.html) nor a full address (https://...).",
      target:
        "the new address is not a path of this site (/en/...) nor a full address (https://...).",
      self: "the old and the new address are the same.",
      duplicate: "this old address is already on line {{detail}}.",
      exists: "this old address already leads to {{detail}}. Remove that redirect first.",
      loop: "a loop: {{detail}} leads back to this old address.",
      chain: "a chain: {{detail}} is itself redirected. Give the final address instead.",
      livePage: "this address is a page of this site: it cannot be redirected.",
      tooMany: "more than 10,000 lines. Split the file.",
      empty: "no redirect in it.",
    } satisfies Record<RedirectProblemReason, string>,
  },
};

export type AdminRedirectsMessages = typeof adminRedirects;
