import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { deskPreviewPath, deskRoot } from "#app/routing/desk-paths.ts";

/**
 * ADR 061: while an admin previews the drafts, every public page says so, in the page's language, with
 * a way out (back on this page as the visitors see it) and back to the desk. A plain form: it posts to
 * the desk, outside the site's routes.
 */
export function PreviewBand() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <aside className="preview-band" aria-labelledby="preview-band-title">
      <p className="preview-band__text">
        <strong id="preview-band-title">{t("preview.band")}</strong> {t("preview.note")}
      </p>
      <form className="preview-band__actions" method="post" action={deskPreviewPath}>
        <input type="hidden" name="intent" value="end" />
        <input type="hidden" name="return" value={`${pathname}${search}`} />
        <button className="preview-band__button" type="submit">
          {t("preview.end")}
        </button>
        <a className="preview-band__link" href={deskRoot}>
          {t("preview.desk")}
        </a>
      </form>
    </aside>
  );
}
