import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { deskRoot } from "#app/routing/desk-paths.ts";

/** A desk page that does not exist for this member, or failed: calm words, the way back, no detail. */
export function DeskStatus({ status }: { status: number }) {
  const { t } = useTranslation("admin");
  const kind = status === 404 ? "notFound" : "error";
  return (
    <section className="desk-status" aria-labelledby="desk-status-heading">
      <p className="desk-status__code">{status}</p>
      <h1 id="desk-status-heading">{t(`status.${kind}.title`)}</h1>
      <p>{t(`status.${kind}.text`)}</p>
      <p>
        <Link to={deskRoot}>{t("status.backToDashboard")}</Link>
      </p>
    </section>
  );
}
