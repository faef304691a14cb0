import { data, redirect } from "react-router";
import { dbContext } from "#app/contexts.ts";
import { PeopleStyles } from "#app/features/admin/people/people-styles.tsx";
import { PersonEraseConfirm, PersonErased } from "#app/features/admin/people/person-erase.tsx";
import { PersonRecords } from "#app/features/admin/people/person-records.tsx";
import { PersonSearch } from "#app/features/admin/people/person-search.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { erasedCountNames, erasedCountsFrom } from "#app/model/people/person-view.ts";
import {
  erasePersonEverywhere,
  findPerson,
  parseAddress,
} from "#app/services/admin/person-data.server.ts";
import { personView } from "#app/services/admin/person-view.server.ts";
import { leadRetentionMonths } from "#app/services/env.server.ts";
import type { Route } from "./+types/person";
import { staffAct } from "./staff-act.server.ts";

// docs/requirements.md §17 "a person's data on request" (GDPR art. 15 and 17, ADR 053): find by e-mail
// address, export as JSON (people/export/), erase everywhere after a confirmation. The address is
// always posted, never in a URL; an erase answers 303 with its counts only.
export function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(staffContext);
  return {
    title: messages[language].adminPeople.person.title,
    messages: bundles(language, ["adminPeople"]),
    retentionMonths: leadRetentionMonths(),
    erased: erasedCountsFrom(url.searchParams),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const form = await request.formData();
  const address = parseAddress(form.get("email"));
  if (address === undefined)
    return data(
      { error: "adminPeople:person.errors.email", sent: String(form.get("email") ?? "") },
      { status: 400 },
    );
  const intent = form.get("intent");
  if (intent === "erase") {
    const counts = await erasePersonEverywhere(db, address, staffAct(context));
    const query = new URLSearchParams(erasedCountNames.map((name) => [name, String(counts[name])]));
    return redirect(`${url.pathname}?${query}`, 303);
  }
  const { language } = context.get(staffContext);
  return {
    person: personView(await findPerson(db, address), language),
    confirm: intent === "confirm",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function PersonRoute({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData && "person" in actionData ? actionData : undefined;
  const refused = actionData && "error" in actionData ? actionData : undefined;
  return (
    <>
      <PeopleStyles />
      <h1>{loaderData.title}</h1>
      {loaderData.erased ? <PersonErased counts={loaderData.erased} /> : null}
      <PersonSearch
        address={found?.person.address ?? refused?.sent}
        error={refused?.error}
        retentionMonths={loaderData.retentionMonths}
      />
      {found?.confirm ? (
        <PersonEraseConfirm address={found.person.address} />
      ) : found ? (
        <PersonRecords person={found.person} exportUrl="/admin/people/export/" />
      ) : null}
    </>
  );
}
