import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { formatPhone, telHref } from "#app/domain/phone.ts";
import type { AgencyContact } from "#app/model/content/module-view.ts";

// docs/requirements.md §2 Contact: the agency's address, phone and e-mail. The contact form joins it with the forms
// capability; until then a visitor reaches the agency in one tap.
export function ContactCard({ agency }: { agency: AgencyContact }) {
  const { t } = useTranslation();
  // The configuration may leave the street out (an agency that receives by appointment only).
  const place = [agency.street, `${agency.zip} ${agency.city}`.trim()].filter(Boolean).join(", ");
  return (
    <div className="contact-card">
      <address>
        <p className="contact-card__name">{agency.name}</p>
        {place ? (
          <p>
            <Icon name="pin" />
            <span>{place}</span>
          </p>
        ) : null}
        <p>
          <Icon name="phone" />
          <a href={telHref(agency.phone)}>{formatPhone(agency.phone)}</a>
        </p>
        <p>
          <Icon name="mail" />
          <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </p>
      </address>
      {agency.hours.length > 0 ? (
        <div className="contact-card__hours">
          <p className="contact-card__hours-title">
            <Icon name="clock" />
            <span>{t("content.hours.title")}</span>
          </p>
          <dl>
            {agency.hours.map(({ day, ranges }) => (
              <div key={day}>
                <dt>{day}</dt>
                <dd>{ranges.length ? ranges.join(", ") : t("content.hours.closed")}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <p className="contact-card__note">{t("content.contactNote")}</p>
    </div>
  );
}
