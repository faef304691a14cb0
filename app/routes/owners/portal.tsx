import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { readPortalHome } from "#app/data/owners/portal-pages.server.ts";
import { ContactCard } from "#app/features/content/contact-card.tsx";
import { OwnedProperties } from "#app/features/owners/owned-properties.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { messages } from "#app/locales/messages.server.ts";
import { ownerContext } from "#app/middleware/owner.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/portal";

// docs/requirements.md §3 Owner portal: the owner's properties, each with its visits today, this week, this month and
// in total, and a way to its history.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const owner = context.get(ownerContext);
  const { config } = context.get(siteContext);
  const properties = await readPortalHome(db, owner.id, language, new Date());
  return {
    head: { title: messages[language].owners.portal.title, noindex: true },
    properties,
    agency: config ? agencyContact(config, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function PortalRoute({ loaderData }: Route.ComponentProps) {
  const { head, properties, agency } = loaderData;
  return (
    <PageFrame heading={head.title}>
      <OwnedProperties
        properties={properties}
        contact={agency ? <ContactCard agency={agency} /> : null}
      />
    </PageFrame>
  );
}
