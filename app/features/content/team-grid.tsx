import { Icon } from "#app/components/ui/icon.tsx";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { localizedValue } from "#app/domain/localized.ts";
import { formatPhone, telHref } from "#app/domain/phone.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { CategoryProps } from "./article-cards.tsx";
import { ModuleSection } from "./module-section.tsx";

// docs/requirements.md §3 Module ons-team-view: the team, each with photo, name, role and direct contact.
export function TeamGrid({ module, articles }: CategoryProps) {
  // Item titles are one level below the module title, or below the page title when it has none.
  const ItemHeading = module.title ? "h3" : "h2";
  const language = useLanguage();
  return (
    <ModuleSection module={module}>
      <ul className={`team-grid per-row-${module.numberItemOfRow}`}>
        {articles.map((member) => (
          <li key={member.id} className="team-card">
            {member.image ? (
              <ResponsivePhoto
                photo={member.image}
                alt=""
                sizes="(min-width: 1280px) 20vw, (min-width: 767px) 33vw, 50vw"
              />
            ) : null}
            <ItemHeading className="team-card__name">{member.title}</ItemHeading>
            {member.details.role ? (
              <p className="team-card__role">{localizedValue(member.details.role, language)}</p>
            ) : null}
            {member.details.email ? (
              <a href={`mailto:${member.details.email}`}>
                <Icon name="mail" />
                {member.details.email}
              </a>
            ) : null}
            {member.details.phone ? (
              <a href={telHref(member.details.phone)}>
                <Icon name="phone" />
                {formatPhone(member.details.phone)}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
