import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { formatPhone, telHref } from "#app/domain/phone.ts";
import type { AgencyContact } from "#app/model/content/module-view.ts";

/** Beside the property: who to call or write to. Visit booking and document requests come with the forms. */
export function PropertyContact({ agency }: { agency: AgencyContact }) {
  const { t } = useTranslation("property");
  return (
    <section className="property-contact" aria-labelledby="property-contact-title">
      <h2 id="property-contact-title">{t("property.interested")}</h2>
      <p>{t("property.interestedText")}</p>
      <a className="button" href={telHref(agency.phone)}>
        <Icon name="phone" />
        {t("property.call", { phone: formatPhone(agency.phone) })}
      </a>
      <a className="button button--outline" href={`mailto:${agency.email}`}>
        <Icon name="mail" />
        {t("property.email")}
      </a>
      <p className="property-contact__agency">{agency.name}</p>
    </section>
  );
}
