import { dbContext, visitorContext } from "#app/contexts.ts";
import { listOwners } from "#app/data/owners/owner-directory.server.ts";
import { OwnerList } from "#app/features/admin/owners/owner-list.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { ownerFilterShape } from "#app/model/admin/owner-directory.ts";
import { readUrlFilter } from "#app/model/admin/url-filter.ts";
import type { Route } from "./+types/list";

// docs/requirements.md §17 "Owners": every owner account, filtered by the URL, for agents and admins.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const filter = readUrlFilter(ownerFilterShape, url.searchParams);
  return {
    title: messages[language].adminOwners.list.title,
    messages: bundles(language, ["adminOwners"]),
    filter,
    list: await listOwners(context.get(dbContext), filter),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function OwnersRoute({ loaderData }: Route.ComponentProps) {
  return <OwnerList list={loaderData.list} filter={loaderData.filter} />;
}
