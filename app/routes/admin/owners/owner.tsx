import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readCards } from "#app/data/catalogue/property-cards.server.ts";
import { readOwnerDetail } from "#app/data/owners/owner-directory.server.ts";
import { OwnerPage } from "#app/features/admin/owners/owner-page.tsx";
import { bundles } from "#app/locales/messages.server.ts";
import {
  type OwnerActionNotice,
  ownerActionNotices,
  ownerActionSchema,
  ownerDeskPath,
} from "#app/model/admin/owner-directory.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import {
  disableOwner,
  enableOwner,
  inviteOwner,
  resetOwnerTwoStep,
} from "#app/services/admin/owner-accounts.server.ts";
import type { Route } from "./+types/owner";
import { deskActor } from "./desk-actor.server.ts";

// docs/requirements.md §17 "Owners", ADR 055: an owner's account, their properties and the desk's
// actions on it. An id that names no owner answers 404.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const id = readDeskId(params.id);
  const owner = id === undefined ? undefined : await readOwnerDetail(db, id);
  if (!owner) throw data(null, { status: 404 });
  const cards = new Map(
    (await readCards(db, language, owner.propertyIds)).map((card) => [card.id, card]),
  );
  const done = url.searchParams.get("done");
  return {
    title: owner.name,
    messages: bundles(language, ["adminOwners"]),
    owner,
    properties: owner.propertyIds.map((propertyId) => {
      const card = cards.get(propertyId);
      return {
        id: propertyId,
        title: card?.title,
        city: card?.city,
        url: card ? propertyUrl(card, language) : undefined,
      };
    }),
    notice: ownerActionNotices.find((notice) => notice === done),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = readDeskId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  const parsed = z.safeParse(ownerActionSchema, Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const actor = deskActor(context);
  const now = new Date();
  const notice = await (async (): Promise<OwnerActionNotice | "unknown"> => {
    switch (parsed.data.intent) {
      case "invite": {
        const site = {
          config: context.get(siteContext).config,
          origin: context.get(requestContext).origin,
        };
        const outcome = await inviteOwner(db, actor, id, site, now);
        if ("unknown" in outcome) return "unknown";
        if ("disabled" in outcome) return "inviteDisabled";
        return "noSite" in outcome ? "noSite" : "invited";
      }
      case "disable": {
        const outcome = await disableOwner(db, actor, id, now);
        if ("unknown" in outcome) return "unknown";
        return "disabled" in outcome ? "disabled" : "alreadyDisabled";
      }
      case "enable": {
        const outcome = await enableOwner(db, actor, id, now);
        if ("unknown" in outcome) return "unknown";
        return "enabled" in outcome ? "enabled" : "notDisabled";
      }
      case "reset-2fa": {
        const outcome = await resetOwnerTwoStep(db, actor, id, now);
        if ("unknown" in outcome) return "unknown";
        return "reset" in outcome ? "reset" : "noTwoStep";
      }
    }
  })();
  if (notice === "unknown") throw data(null, { status: 404 });
  return redirect(`${ownerDeskPath(id)}?done=${notice}`, { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function OwnerRoute({ loaderData }: Route.ComponentProps) {
  const { owner, properties, notice } = loaderData;
  return <OwnerPage owner={owner} properties={properties} notice={notice} />;
}
