import type { Kysely } from "kysely";
import type { z } from "zod";
import { propertyTypeNames } from "#app/data/catalogue/property-types.server.ts";
import {
  deleteDemands,
  demandsOf,
  findDemandAccount,
} from "#app/data/leads/demand-accounts.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formatDate } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { RefusalReason } from "#app/model/guard/guard.ts";
import type { demandSignInSchema } from "#app/model/leads/demand-register.ts";
import { passwordMatches } from "#app/services/accounts/passwords.server.ts";
import { leadCrmTargets } from "#app/services/crm/crm-targets.server.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";
import { criteriaRows } from "./demand-register.server.ts";

/** What the searches page's use case needs besides the address and password. */
export interface SearchesFacts {
  db: Kysely<Database>;
  language: Language;
  /** Who sent it, for the guard's rate limits. */
  clientAddress: string;
  /** The whole form as posted: the guard reads its own fields in it (ADR 023). */
  posted: FormData;
  /** The agency's settings: whether the demand register goes to the CRM (ADR 064). */
  config: SiteConfig | undefined;
}

/** `searches` (none once deleted), else `refused` by the guard or a `wrong` address and password. */
export type SearchesOutcome =
  | { kind: "refused"; reason: Exclude<RefusalReason, "honeypot"> }
  | { kind: "wrong" }
  | {
      kind: "searches";
      deleted: number;
      searches: { id: number; date: string; rows: ReturnType<typeof criteriaRows> }[];
    };

/**
 * The searches page's use case (ADR 029): the address and its password, each time (no session); then
 * the searches, or deletes them. Wrong pairs get one answer and count against the guard's limits.
 */
export async function signInToSearches(
  value: z.output<typeof demandSignInSchema>,
  { db, language, clientAddress, posted, config }: SearchesFacts,
): Promise<SearchesOutcome> {
  const screening = await screenSubmission({
    db,
    form: "demand-searches",
    address: clientAddress,
    fields: posted,
  });
  if (screening.verdict === "refused")
    return {
      kind: "refused",
      reason: screening.reason === "honeypot" ? "too-fast" : screening.reason,
    };
  const account = await findDemandAccount(db, value.email);
  if (!(await passwordMatches(value.password, account?.password_hash))) return { kind: "wrong" };
  const searches = await demandsOf(db, value.email);
  if (value.intent === "delete") {
    // The CRM that had the searches is told the person left the register (issue 28, ADR 064).
    const targets = config ? await leadCrmTargets(db, config, "demand-register") : [];
    const deleted = await deleteDemands(
      db,
      searches.map((s) => s.id),
      { targets, person: { email: value.email, language }, now: new Date() },
    );
    return { kind: "searches", deleted, searches: [] };
  }
  const typeNames = new Map(
    (await propertyTypeNames(db, language)).map((t) => [String(t.webId), t.name]),
  );
  const texts = messages[language].leads.demandRegister;
  return {
    kind: "searches",
    deleted: 0,
    searches: searches.map((search) => ({
      id: search.id,
      date: formatDate(search.createdAt, language),
      rows: criteriaRows(search.fields, typeNames, texts),
    })),
  };
}
