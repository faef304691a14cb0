import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readCards } from "#app/data/catalogue/property-cards.server.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { ownedPropertyIds, readVisitCounts } from "#app/data/owners/owner-portal.server.ts";
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
  const ids = await ownedPropertyIds(db, owner.id);
  const now = new Date();
  const cards = new Map((await readCards(db, language, ids)).map((card) => [card.id, card]));
  const properties = await Promise.all(
    ids.map(async (id) => ({
      id,
      card: cards.get(id),
      figures: await readVisitCounts(db, id, now),
    })),
  );
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
