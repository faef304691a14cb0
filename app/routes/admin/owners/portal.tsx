import { data } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { PortalView } from "#app/features/admin/owners/portal-view.tsx";
import { ContactCard } from "#app/features/content/contact-card.tsx";
import { OwnedProperties } from "#app/features/owners/owned-properties.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { ownerPortalDeskPath } from "#app/model/admin/owner-directory.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { viewPortalAs } from "#app/services/admin/owner-portal-view.server.ts";
import type { Route } from "./+types/portal";
import { deskActor } from "./desk-actor.server.ts";

// docs/requirements.md §17 "Owners", ADR 055: the owner portal's home as this owner sees it, drawn
// inside the desk with the portal's components; no owner session, nothing to act on, audited.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const ownerId = readDeskId(params.id);
  const actor = deskActor(context);
  const view =
    ownerId === undefined
      ? undefined
      : await viewPortalAs(context.get(dbContext), actor, ownerId, { language, now: new Date() });
  if (!view) throw data(null, { status: 404 });
  const { config } = context.get(siteContext);
  return {
    title: messages[language].adminOwners.portal.title.replace("{{name}}", view.owner.name),
    messages: bundles(language, ["adminOwners", "owners"]),
    ...view,
    agency: config ? agencyContact(config, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function OwnerPortalRoute({ loaderData }: Route.ComponentProps) {
  const { owner, properties, agency } = loaderData;
  return (
    <PortalView owner={owner} title={loaderData.title}>
      <OwnedProperties
        properties={properties}
        contact={agency ? <ContactCard agency={agency} /> : null}
        propertyUrl={(propertyId) => ownerPortalDeskPath(owner.id, propertyId)}
      />
    </PortalView>
  );
}
