import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { pageEditorPath, pagesDeskPath } from "#app/model/admin/pages/page-forms.ts";

// Issue 27, ADR 062: what the tree answers a move or a delete without changing anything: a delete to
// confirm (one click never deletes), a delete refused while the page has children, a move refused
// because a page it publishes again lacks a title.

export type PageTreeRefusal =
  | { moveRefused: { id: number; name: string; missing: string | undefined } }
  | { confirmDelete: { id: number; name: string } }
  | { deleteRefused: { name: string } };

export function PageTreeAnswerPanel({ answer }: { answer: PageTreeRefusal }) {
  const { t } = useTranslation("adminPages");
  if ("confirmDelete" in answer) {
    const { id, name } = answer.confirmDelete;
    return (
      <section className="desk-panel" role="alert" aria-labelledby="page-delete-title">
        <h2 id="page-delete-title">{t("remove.title", { name })}</h2>
        <p>{t("remove.intro")}</p>
        <Form method="post" action="?do=delete" className="pages-tree__confirm">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="button button--danger">
            {t("remove.confirm")}
          </button>
          <a href={pagesDeskPath}>{t("remove.cancel")}</a>
        </Form>
      </section>
    );
  }
  if ("deleteRefused" in answer)
    return (
      <p className="desk-notice" role="alert">
        {t("remove.hasChildren", { name: answer.deleteRefused.name })}
      </p>
    );
  const { id, name, missing } = answer.moveRefused;
  return (
    <section className="desk-panel" role="alert" aria-labelledby="page-move-title">
      <h2 id="page-move-title">{t("moveRefused.title", { name })}</h2>
      <p>{missing ? t("moveRefused.missing", { languages: missing }) : t("moveRefused.other")}</p>
      <p>
        <a href={pageEditorPath(id)}>{t("moveRefused.open", { name })}</a>
      </p>
    </section>
  );
}
