import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";

export interface CategoryRowView {
  id: number;
  title: string;
  state: string[];
  path: string;
  confirmPath: string;
  first: boolean;
  last: boolean;
}

interface CategoryListProps {
  title: string;
  intro: string;
  back: { path: string; label: string };
  rows: CategoryRowView[];
  /** The article whose deletion is being confirmed (`?delete=<id>`). */
  confirm: { id: number; title: string; cancel: string } | undefined;
  notice: string | undefined;
  refused: string | undefined;
}

/**
 * Issue 27 "Pages and collections", ADR 063: a category's articles in the site's order, each with where
 * it stands and its buttons; "Delete" asks again on a page of its own, so that it works without
 * JavaScript.
 */
export function CategoryList({
  title,
  intro,
  back,
  rows,
  confirm,
  notice,
  refused,
}: CategoryListProps) {
  const { t } = useTranslation("adminCollections");
  return (
    <div className="settings-page">
      <p className="settings-page__back">
        <a href={back.path}>{back.label}</a>
      </p>
      <h1>{title}</h1>
      <p className="settings-page__intro">{intro}</p>
      {refused ? (
        <p className="desk-notice settings-notice--refused" role="alert">
          {refused}
        </p>
      ) : notice ? (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      ) : null}
      {confirm ? (
        <section className="collection-confirm" aria-labelledby="confirm-title">
          <h2 id="confirm-title">{t("category.confirmTitle", { title: confirm.title })}</h2>
          <p>{t("category.confirmIntro")}</p>
          <Form method="post" action="?do=delete" className="collection-confirm__buttons">
            <input type="hidden" name="id" value={confirm.id} />
            <SubmitButton className="button button--danger">{t("category.confirm")}</SubmitButton>
            <a href={confirm.cancel}>{t("category.cancel")}</a>
          </Form>
        </section>
      ) : null}
      <Form method="post" action="?do=new">
        <SubmitButton className="button">{t("category.add")}</SubmitButton>
      </Form>
      {rows.length === 0 ? (
        <p>{t("category.empty")}</p>
      ) : (
        <ol className="collection-list" aria-label={title}>
          {rows.map((row) => (
            <li key={row.id} className="collection-row">
              <div className="collection-row__main">
                <a className="collection-row__title" href={row.path}>
                  {row.title}
                </a>
                <p>{row.state.join(" · ")}</p>
              </div>
              <Form
                method="post"
                action="?do=move"
                className="collection-row__actions"
                aria-label={t("category.actions", { title: row.title })}
              >
                <input type="hidden" name="id" value={row.id} />
                {row.first ? null : (
                  <SubmitButton
                    className="button button--outline"
                    name="direction"
                    value="up"
                    aria-label={`${t("category.up")}: ${row.title}`}
                  >
                    {t("category.up")}
                  </SubmitButton>
                )}
                {row.last ? null : (
                  <SubmitButton
                    className="button button--outline"
                    name="direction"
                    value="down"
                    aria-label={`${t("category.down")}: ${row.title}`}
                  >
                    {t("category.down")}
                  </SubmitButton>
                )}
                <a href={row.confirmPath} aria-label={`${t("category.delete")}: ${row.title}`}>
                  {t("category.delete")}
                </a>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
