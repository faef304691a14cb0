import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { formatPhone, telHref } from "#app/domain/phone.ts";
import type { AgencyContact } from "#app/model/content/module-view.ts";

/**
 * Beside the property: who to call or write to, and the ways to the page's forms (docs/requirements.md §14): book a
 * visit (`visits`: not for a property sold or let) and ask a question.
 */
export function PropertyContact({ agency, visits }: { agency: AgencyContact; visits: boolean }) {
  const { t } = useTranslation("property");
  return (
    <section className="property-contact" aria-labelledby="property-contact-title">
      <h2 id="property-contact-title">{t("property.interested")}</h2>
      <p>{t("property.interestedText")}</p>
      {visits ? (
        <a className="button button--accent" href="#property-visit">
          <Icon name="clock" />
          {t("property.bookVisit")}
        </a>
      ) : null}
      <a className="button button--outline" href="#property-question">
        <Icon name="mail" />
        {t("property.askQuestion")}
      </a>
      <a className="button button--outline" href={telHref(agency.phone)}>
        <Icon name="phone" />
        {t("property.call", { phone: formatPhone(agency.phone) })}
      </a>
      <p className="property-contact__agency">{agency.name}</p>
    </section>
  );
}
