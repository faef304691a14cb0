import * as z from "zod/mini";
import { siteDocumentKinds } from "#app/model/content/site-document.ts";

// docs/requirements.md §17 "Draft, preview, publish, history": the forms of the desk's preview page
// (ADR 061) and of a document's history (ADR 056); the messages are the `adminSite` namespace's keys.

const errors = "adminSite:errors";

/** A page of this site to go to afterwards: a path of ours, never another site's (`//host`, `/\\host`). */
const localPath = z
  .string()
  .check(z.maxLength(2000), z.regex(/^\/(?![/\\])[^\\\s]*$/, { error: `${errors}.return` }));

/** Start or end the member's preview; `return` is the public page to show afterwards. */
export const previewFormSchema = z.object({
  intent: z.enum(["start", "end"], { error: `${errors}.intent` }),
  return: z.optional(localPath),
});

/** The revision a history's "Restore" publishes again. */
export const restoreFormSchema = z.object({
  number: z.coerce
    .number({ error: `${errors}.revision` })
    .check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

/** A history page's document, from its URL (`/admin/history/settings/agency/`, `/admin/history/page/12/`). */
export const documentParamsSchema = z.object({
  kind: z.enum(siteDocumentKinds),
  key: z.string().check(z.regex(/^[A-Za-z0-9][\w-]{0,63}$/)),
});

/** The revision a history page compares with the current state (`?compare=3`). */
export const compareShape = { compare: restoreFormSchema.shape.number };

/** A history page's address. */
export const historyPath = (ref: { kind: string; key: string }) =>
  `/admin/history/${ref.kind}/${ref.key}/`;
