import { data } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { PortalView } from "#app/features/admin/owners/portal-view.tsx";
import { ContactCard } from "#app/features/content/contact-card.tsx";
import { OwnedProperty } from "#app/features/owners/owned-property.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { viewPortalPropertyAs } from "#app/services/admin/owner-portal-view.server.ts";
import type { Route } from "./+types/portal-property";
import { deskActor } from "./desk-actor.server.ts";

// docs/requirements.md §17 "Owners", ADR 055: one property's portal page as its owner sees it, inside
// the desk; a property that is not this owner's answers 404, as the portal's own page does.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const ownerId = readDeskId(params.id);
  const propertyId = readDeskId(params.propertyId);
  const actor = deskActor(context);
  const view =
    ownerId === undefined || propertyId === undefined
      ? undefined
      : await viewPortalPropertyAs(
          context.get(dbContext),
          actor,
          { ownerId, propertyId },
          { language, now: new Date() },
        );
  if (!view) throw data(null, { status: 404 });
  const { config } = context.get(siteContext);
  const reference = messages[language].owners.portal.reference.replace(
    "{{id}}",
    String(propertyId),
  );
  return {
    title: view.property.card?.title ?? reference,
    messages: bundles(language, ["adminOwners", "owners"]),
    ...view,
    agency: config ? agencyContact(config, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function OwnerPortalPropertyRoute({ loaderData }: Route.ComponentProps) {
  const { owner, property, agency } = loaderData;
  return (
    <PortalView owner={owner} title={loaderData.title}>
      <OwnedProperty
        property={property}
        contact={agency ? <ContactCard agency={agency} /> : null}
      />
    </PortalView>
  );
}
