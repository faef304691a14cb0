import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type {
  CrmAttempt,
  CrmDelivery,
  CrmOutcome,
  CrmTarget,
} from "#app/model/crm/crm-delivery.ts";
import { webhookBody } from "#app/model/crm/webhook-body.ts";
import { pinnedLookup, vetTarget } from "#app/services/media/safe-fetch.server.ts";
import { webhookSignature } from "./webhook-signature.server.ts";

// The signed webhook (issue 28 "Deliver", ADR 064): every lead POSTed as versioned JSON to LEAD_WEBHOOK_URL
// for any CRM without its own target (Whise, SweepBright, Zabun, Zapier, Make). The address passes the
// remote-media guard (private and loopback addresses refused unless allowed by LEAD_WEBHOOK_ALLOW_HOSTS),
// and the answer decides: 2xx delivered, 408/429/5xx or no answer retried, 401/403 or a redirect pause
// the webhook (its setting is wrong), any other 4xx refuses the delivery. Errors are words: never the
// secret, never a stack.

export interface WebhookSettings {
  url: string;
  secret: string;
  allowHosts: readonly string[];
}

/** The longest answer kept as the CRM's reply (its contact id, a short JSON). */
const answerLength = 200;

export function webhookTarget(settings: WebhookSettings): CrmTarget {
  return { name: "webhook", send: (delivery, attempt) => post(settings, delivery, attempt) };
}

async function post(
  settings: WebhookSettings,
  delivery: CrmDelivery,
  attempt: CrmAttempt,
): Promise<CrmOutcome> {
  const { signal } = attempt;
  const target = await vetTarget(settings.url, {
    signal,
    allowPrivateHosts: settings.allowHosts,
  }).catch((error: unknown) => ({ problem: describe(error, signal), refused: false }));
  if ("problem" in target) {
    // A refused address is the setting's fault, the same for every lead: the webhook pauses.
    if (target.refused)
      return {
        kind: "pause",
        error: `the webhook address was ${target.problem}; an agency's own CRM host goes in LEAD_WEBHOOK_ALLOW_HOSTS`,
      };
    return { kind: "retry", error: `the webhook ${target.problem}`, unknown: false };
  }
  const body = JSON.stringify(webhookBody(delivery, attempt.deliveryId));
  const timestamp = Math.floor(Date.now() / 1000);
  let sent = false;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const client = target.url.protocol === "https:" ? https : http;
      const request = client.request(
        target.url,
        {
          method: "POST",
          agent: false,
          lookup: pinnedLookup(target),
          signal,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "user-agent": "agency-site lead webhook",
            "x-timestamp": String(timestamp),
            "x-signature": webhookSignature(settings.secret, timestamp, body),
            "idempotency-key": String(attempt.deliveryId),
          },
        },
        resolve,
      );
      request.on("error", reject);
      request.on("finish", () => {
        sent = true;
      });
      request.end(body);
    });
    return outcomeOf(response.statusCode ?? 0, await readAnswer(response));
  } catch (error) {
    // Once the body left, a failure (a time-out, a connection cut) leaves the outcome unknown.
    return { kind: "retry", error: `the webhook ${describe(error, signal)}`, unknown: sent };
  }
}

function outcomeOf(status: number, answer: string): CrmOutcome {
  const said = answer ? `: ${answer}` : "";
  if (status >= 200 && status < 300)
    return { kind: "delivered", answer: answer || `HTTP ${status}` };
  if (status === 401 || status === 403)
    return {
      kind: "pause",
      error: `the webhook refused our signature (HTTP ${status}): check LEAD_WEBHOOK_SECRET with the receiver`,
    };
  if (status >= 300 && status < 400)
    return {
      kind: "pause",
      error: `the webhook address redirects (HTTP ${status}): set LEAD_WEBHOOK_URL to the final address`,
    };
  if (status === 408 || status === 429 || status >= 500)
    return { kind: "retry", error: `the webhook answered HTTP ${status}${said}`, unknown: false };
  return { kind: "refused", error: `the webhook refused the lead (HTTP ${status}${said})` };
}

/** The answer's first characters on one line, for the desk. */
async function readAnswer(response: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of response) {
    if (text.length < answerLength * 4) text += String(chunk);
  }
  return text.replace(/\s+/g, " ").trim().slice(0, answerLength);
}

function describe(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `gave no answer in time (${messageOf(signal.reason)})`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ECONNREFUSED") return "refused the connection (is the receiver down?)";
  if (code === "ENOTFOUND") return "names a host that does not exist";
  if (code === "ECONNRESET") return "closed the connection";
  if (code === "HPE_INVALID_CONSTANT" || code?.startsWith("HPE_"))
    return "answered something that is not HTTP";
  return `could not be reached (${code ?? messageOf(error)})`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
