import { useTranslation } from "react-i18next";

/**
 * docs/requirements.md §3: the owner's contact: their agent when the history names one, and the agency's card (the
 * route gives it, from the content feature).
 */
export function AgencyContactSection({
  agent,
  children,
}: {
  agent?: string | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("owners");
  return (
    <section className="owner-section owner-contact" aria-labelledby="owner-contact">
      <h2 id="owner-contact">{t("portal.contactHeading")}</h2>
      {agent ? <p className="owner-contact__agent">{t("portal.agent", { name: agent })}</p> : null}
      {children}
    </section>
  );
}
