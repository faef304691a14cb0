import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LeadMail } from "./lead-mail.tsx";
import type { LeadMailView } from "./mail-view.ts";

/** A lead mail's two parts (docs/requirements.md §14): the HTML of LeadMail and a plain text with the same content. */
export function renderMail(view: LeadMailView): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(LeadMail, { view }))}`;
  return { html, text: plainText(view) };
}

function plainText(view: LeadMailView): string {
  const { property, brand } = view;
  const blocks = [
    brand.name,
    [view.greeting, ...view.paragraphs].filter(Boolean).join("\n\n"),
    property
      ? [property.title, property.price, property.url].filter(Boolean).join("\n")
      : undefined,
    view.links?.map((link) => `${link.label}: ${link.url}`).join("\n"),
    view.rows.map((row) => `${row.label}: ${row.value}`).join("\n"),
    view.closing.join("\n"),
    [...brand.contactLines, brand.siteUrl].join("\n"),
  ];
  return `${blocks.filter(Boolean).join("\n\n")}\n`;
}
