import type { Language } from "#app/i18n/languages.ts";
import type {
  CrmAttempt,
  CrmDelivery,
  CrmOutcome,
  CrmTarget,
} from "#app/model/crm/crm-delivery.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import { readCapped } from "#app/services/omnicasa/omnicasa-client.server.ts";
import { classifyAnswer, classifyFailure, classifyStatus, readResult } from "./omnicasa-answer.ts";
import {
  NotForOmnicasa,
  type OmnicasaBody,
  type OmnicasaCall,
  type OmnicasaIds,
  omnicasaCall,
} from "./omnicasa-call.server.ts";

// Issue 28 "Deliver": a delivery sent to Omnicasa as its public clients send a call (fw4-bvba/omnicasa-api
// HttpApiAdapter: GET {service}{Endpoint}Json?json={CustomerName, CustomerPassword, ...the call's fields}),
// and the answer turned into the CRM queue's outcome (omnicasa-answer.ts).

/** What the target reads beside the delivery: the site configuration's ids and the catalogue. */
export interface OmnicasaLookups {
  ids(): Promise<OmnicasaIds>;
  /** True while the catalogue holds the property (its id is then the CRM's ID). */
  hasProperty(id: number): Promise<boolean>;
  /** The catalogue's property types, WebID → name in `language`. */
  types(language: Language): Promise<ReadonlyMap<number, string>>;
  /** The CRM's own type ids by WebID, as the last full sync stored them. */
  typeIds(): Promise<ReadonlyMap<number, readonly number[]>>;
}

export interface OmnicasaSendPolicy {
  /** Per call: no complete answer by then counts as unknown (the CRM may have acted on it). */
  timeoutMs: number;
  /** An answer larger than this is not a contact call's answer. */
  maxAnswerBytes: number;
}

export const defaultSendPolicy: OmnicasaSendPolicy = {
  timeoutMs: 15_000,
  maxAnswerBytes: 1_000_000,
};

export function omnicasaTarget(
  access: OmnicasaAccess,
  lookups: OmnicasaLookups,
  policy: OmnicasaSendPolicy = defaultSendPolicy,
): CrmTarget {
  const send = (endpoint: string, body: OmnicasaBody, signal: AbortSignal) =>
    sendCall(access, endpoint, body, policy, signal);
  return {
    name: "omnicasa",
    async send(delivery: CrmDelivery, attempt: CrmAttempt): Promise<CrmOutcome> {
      let call: OmnicasaCall;
      try {
        call = omnicasaCall(delivery, await facts(delivery, lookups));
      } catch (error) {
        if (error instanceof NotForOmnicasa) return { kind: "refused", error: error.message };
        throw error;
      }
      if (!call.findPerson) return (await send(call.call, call.body, attempt.signal)).outcome;
      // UnsubscribeDemandPerson takes the CRM's person ID (fw4-bvba/omnicasa-api), not an address.
      const found = await send("GetPersonByEmail", { ...call.findPerson }, attempt.signal);
      if (found.outcome.kind !== "delivered") return found.outcome;
      const id = personId(found.value);
      if (id === undefined)
        return { kind: "delivered", answer: "no person with this address in Omnicasa" };
      return (await send(call.call, { ...call.body, ID: id }, attempt.signal)).outcome;
    },
  };
}

/** The catalogue's and the configuration's facts a delivery's mapping needs. */
async function facts(delivery: CrmDelivery, lookups: OmnicasaLookups) {
  const ids = await lookups.ids();
  if (delivery.kind === "unsubscribe") return { ids, types: new Map(), typeIds: new Map() };
  const { propertyId, language, form } = delivery.lead;
  return {
    ids,
    propertyId:
      propertyId !== null && (await lookups.hasProperty(propertyId)) ? propertyId : undefined,
    types: await lookups.types(language),
    typeIds: form === "demand-register" ? await lookups.typeIds() : new Map(),
  };
}

function personId(value: unknown): number | undefined {
  const id =
    typeof value === "object" && value !== null ? (value as { ID?: unknown }).ID : undefined;
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
}

/** One call: its outcome, and the answer's Value when delivered. */
async function sendCall(
  access: OmnicasaAccess,
  endpoint: string,
  body: OmnicasaBody,
  policy: OmnicasaSendPolicy,
  signal: AbortSignal,
): Promise<{ outcome: CrmOutcome; value?: unknown }> {
  const url = new URL(`${endpoint}Json`, access.url.endsWith("/") ? access.url : `${access.url}/`);
  url.searchParams.set(
    "json",
    JSON.stringify({
      CustomerName: access.customerName,
      CustomerPassword: access.customerPassword,
      ...body,
    }),
  );
  const hide = (words: string) => words.replaceAll(access.customerPassword, "…");
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.any([AbortSignal.timeout(policy.timeoutMs), signal]),
    });
    const text = await readCapped(response, policy.maxAnswerBytes);
    const status = classifyStatus(endpoint, response.status);
    if (status) return { outcome: hideIn(status, hide) };
    const outcome = hideIn(classifyAnswer(endpoint, body, text), hide);
    return { outcome, value: readResult(endpoint, text)?.Value };
  } catch (error) {
    const outcome = classifyFailure(endpoint, error, policy.timeoutMs, signal.aborted);
    return { outcome: hideIn(outcome, hide) };
  }
}

/** Whatever the server or the network said, the password never reaches the log or the desk. */
function hideIn(outcome: CrmOutcome, hide: (words: string) => string): CrmOutcome {
  return outcome.kind === "delivered"
    ? { ...outcome, answer: hide(outcome.answer) }
    : { ...outcome, error: hide(outcome.error) };
}
