import StarterKit from "@tiptap/starter-kit";
import { safeHref } from "#app/model/content/safe-html.ts";

// The editor's schema is the sanitiser's subset (ADR 058): what it cannot hold, a paste cannot bring in.
// Headings 2-4 (the page's h1 is its title; the toolbar offers 2 and 3, an h4 already in a text stays).
export const richTextExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      // No target (a link opens where the visitor is, WCAG G200), no class; rel is set with the address
      // (link-dialog.tsx) as the sanitiser sets it.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => safeHref(url) !== undefined,
    },
  }),
];
