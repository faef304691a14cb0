import type { CrmOutcome } from "#app/model/crm/crm-delivery.ts";

// Issue 28 "Bad answers": what an Omnicasa answer means for the CRM queue, in words for the log and the desk.
// An answer is {"<Endpoint>JsonResult": {Code, Message, Success, Value}} (fw4-bvba/omnicasa-api ApiAdapter);
// a refusal says why only in Message (no public source lists the codes), so the words decide.

const longest = 300;
const cut = (words: string) => (words.length > longest ? `${words.slice(0, longest)}…` : words);

/** An HTTP status that already decides, or undefined for a 2xx whose body tells. */
export function classifyStatus(endpoint: string, status: number): CrmOutcome | undefined {
  if (status >= 200 && status < 300) return undefined;
  const said = `${endpoint} answered HTTP ${status}`;
  if (status === 401 || status === 403) {
    return {
      kind: "pause",
      error: `wrong credentials: ${said}; check OMNICASA_CUSTOMER_NAME and _PASSWORD`,
    };
  }
  if (status === 429) return { kind: "pause", error: `quota: ${said}` };
  // A wrong service address sends nothing anywhere until someone fixes it.
  if (status === 404) return { kind: "pause", error: `${said}: check OMNICASA_URL` };
  // The request reached the server, which may have made the contact before failing.
  if (status >= 500) return { kind: "retry", error: `Omnicasa is failing: ${said}`, unknown: true };
  return { kind: "refused", error: said };
}

const credentials = /customer|password|credential|login|authori[sz]|licen[cs]e/i;
const quota = /quota|limit|too many|throttl/i;
const unknownObject = /object|property|project|not found|does not exist|unknown id/i;

/** A 2xx answer's body (undefined: larger than an answer can be). */
export function classifyAnswer(
  endpoint: string,
  body: Record<string, unknown>,
  text: string | undefined,
): CrmOutcome {
  const result = readResult(endpoint, text);
  if (!result) {
    const what =
      text === undefined ? "an answer too large" : "something that is not an Omnicasa answer";
    return { kind: "retry", error: `${endpoint} answered ${what}`, unknown: true };
  }
  if (result.Success === true) {
    return { kind: "delivered", answer: cut(JSON.stringify(result.Value ?? null)) };
  }
  const message =
    typeof result.Message === "string" && result.Message ? result.Message : "no reason given";
  const said = `Omnicasa answered "${cut(message)}"${result.Code === undefined ? "" : ` (code ${String(result.Code)})`}`;
  if (credentials.test(message)) return { kind: "pause", error: `wrong credentials: ${said}` };
  if (quota.test(message)) return { kind: "pause", error: `quota: ${said}` };
  const target = body.ObjectID ?? body.ProjectIDs;
  if (target !== undefined && unknownObject.test(message)) {
    const what = body.ObjectID === undefined ? "project" : "property";
    return { kind: "refused", error: `unknown ${what} id ${String(target)}: ${said}` };
  }
  return { kind: "refused", error: `${endpoint} refused a field: ${said}` };
}

interface OmnicasaResult {
  Success?: unknown;
  Message?: unknown;
  Code?: unknown;
  Value?: unknown;
}

/** The `{Code, Message, Success, Value}` of an answer, or undefined when the text is not an Omnicasa answer. */
export function readResult(endpoint: string, text: string | undefined): OmnicasaResult | undefined {
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return undefined;
  }
  if (typeof json !== "object" || json === null) return undefined;
  const result = (json as Record<string, unknown>)[`${endpoint}JsonResult`] ?? json;
  if (
    typeof result !== "object" ||
    result === null ||
    !("Success" in result) ||
    !("Value" in result)
  ) {
    return undefined;
  }
  return result as OmnicasaResult;
}

/** A call that got no complete answer. `unknown` unless it never reached the server. */
export function classifyFailure(
  endpoint: string,
  error: unknown,
  timeoutMs: number,
  stopped: boolean,
): CrmOutcome {
  if (stopped)
    return {
      kind: "retry",
      error: `${endpoint} stopped before an answer (the server is stopping)`,
      unknown: true,
    };
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return {
      kind: "retry",
      error: `${endpoint}: no complete answer within ${timeoutMs} ms`,
      unknown: true,
    };
  }
  const code = networkCode(error);
  // Nothing was sent when the connection could not even be made.
  const unsent = code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN";
  const reason = unsent
    ? `cannot reach Omnicasa (${code})`
    : `the connection failed (${code ?? "no answer"})`;
  return { kind: "retry", error: `${endpoint}: ${reason}`, unknown: !unsent };
}

function networkCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}
