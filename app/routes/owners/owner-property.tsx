import { data } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { readPortalProperty } from "#app/data/owners/portal-pages.server.ts";
import { ContactCard } from "#app/features/content/contact-card.tsx";
import { OwnedProperty } from "#app/features/owners/owned-property.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { messages } from "#app/locales/messages.server.ts";
import { ownerContext } from "#app/middleware/owner.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/owner-property";

// docs/requirements.md §3 Owner portal tables, §9: one of the owner's properties, its visit figures, 30-day chart,
// sources and history. Any property that is not this owner's answers 404, whether it exists or not.
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const owner = context.get(ownerContext);
  const { config } = context.get(siteContext);
  const id = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : 0;
  const property = await readPortalProperty(
    db,
    { ownerId: owner.id, propertyId: id },
    language,
    new Date(),
  );
  if (!property) throw data(null, { status: 404 });
  const text = messages[language].owners.portal;
  const title = property.card?.title ?? text.reference.replace("{{id}}", String(id));
  return {
    head: { title, noindex: true },
    portal: { label: text.title, url: pageUrl("ownerPortal", language) },
    property,
    agency: config ? agencyContact(config, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function OwnerPropertyRoute({ loaderData }: Route.ComponentProps) {
  const { head, portal, property, agency } = loaderData;
  return (
    <PageFrame heading={head.title} breadcrumb={[portal, { label: head.title, url: "" }]}>
      <OwnedProperty
        property={property}
        contact={agency ? <ContactCard agency={agency} /> : null}
      />
    </PageFrame>
  );
}
