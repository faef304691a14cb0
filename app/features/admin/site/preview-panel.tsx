import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { SiteDocumentKind } from "#app/model/content/site-document.ts";
import { SiteNotice } from "./site-notice.tsx";

export interface DraftRow {
  kind: SiteDocumentKind;
  key: string;
  savedAt: string;
  history: string;
}

// The desk's preview page (docs/requirements.md §17 "Draft, preview, publish, history", ADR 061): the
// drafts not published, each with its changes and history, and the member's preview to start or end.
export function PreviewPanel({
  on,
  drafts,
  notice,
  refused,
}: {
  on: boolean;
  drafts: DraftRow[];
  notice: "started" | "ended" | undefined;
  refused: string[] | undefined;
}) {
  const { t } = useTranslation("adminSite");
  return (
    <div className="desk-page">
      <p>{t("preview.intro")}</p>
      <SiteNotice done={notice && t(`preview.${notice}`)} refused={refused} />
      <section className="desk-panel" aria-labelledby="preview-state">
        <h2 id="preview-state" className="visually-hidden">
          {t("preview.title")}
        </h2>
        {on ? <p>{t("preview.on")}</p> : null}
        <Form method="post" className="ops-inline-form">
          <input type="hidden" name="intent" value={on ? "end" : "start"} />
          {/* Started, the preview opens the site's home page; ended, it stays here. */}
          {on ? null : <input type="hidden" name="return" value="/" />}
          <SubmitButton className="button">{t(on ? "preview.end" : "preview.start")}</SubmitButton>
        </Form>
      </section>
      <section className="desk-panel">
        <h2>{t("preview.drafts")}</h2>
        {drafts.length === 0 ? (
          <p>{t("preview.noDrafts")}</p>
        ) : (
          <ul>
            {drafts.map((draft) => (
              <li key={`${draft.kind}/${draft.key}`}>
                {t(`kinds.${draft.kind}`)} · <code>{draft.key}</code> ·{" "}
                {t("preview.savedAt", { when: draft.savedAt })} ·{" "}
                <a href={draft.history}>{t("preview.changes")}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
