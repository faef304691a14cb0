import { data } from "react-router";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import type { DocumentIssues } from "#app/services/admin/site-documents.server.ts";
import {
  discardDraft,
  openDocument,
  publishDocument,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";

// Issue 27 "Draft, preview, publish, history", ADR 056: a document editor's `?do=publish` and
// `?do=discard` forms, the same for a settings group and a page. A publish makes the draft live, or
// says why not: 409 (someone published since the draft began, or no draft to publish), or 422 with
// the draft drawn again, its errors beside their fields.

export async function publishOrDiscard<Form>(
  act: StaffAct,
  ref: SiteDocumentRef,
  asked: string | null,
  answers: {
    /** The 303 back to the editor with its notice. */
    done: (key: "published" | "discarded") => Response;
    /** The draft's form drawn again with why it was not published. */
    redraw: (draft: unknown, issues: DocumentIssues) => Promise<Form>;
  },
) {
  const refused = (refused: "stale" | "noDraft") => data({ refused }, { status: 409 });
  if (asked === "publish") {
    const outcome = await publishDocument(act, ref);
    if (outcome === "unknown") throw data(null, { status: 404 });
    if (outcome === "stale") return refused("stale");
    if (outcome === "no-draft") return refused("noDraft");
    if ("published" in outcome) return answers.done("published");
    const draft = (await openDocument(act.db, ref))?.draft;
    const form = await answers.redraw(draft?.body, outcome.issues);
    return data({ form, failed: "publish" as const }, { status: 422 });
  }
  if (asked === "discard") {
    if (await discardDraft(act, ref)) return answers.done("discarded");
    return refused("noDraft");
  }
  throw data("Unknown form", { status: 400 });
}
