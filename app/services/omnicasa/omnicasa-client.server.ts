import type { Language } from "#app/i18n/languages.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import type { ListKind } from "#app/services/omnicasa/answer-schema.ts";
import { FeedFileError, parseAnswer } from "#app/services/omnicasa/read-feed.server.ts";
import type { FeedFile } from "#app/services/omnicasa/snapshot-from-answers.ts";
import { omnicasaLanguageIds } from "#app/services/omnicasa/values.ts";

// Asks the Omnicasa JSON API for a whole list, page after page, as its public clients do
// (fw4-bvba/omnicasa-api HttpApiAdapter and ListResponseBuffer, modmore/Omnicasa Client/Base):
// GET {service}/{Endpoint}Json?json={...} with the customer's name and password, LanguageId, and the
// 1-based rows Limit1..Limit2 of the page.

export interface FetchPolicy {
  /** Rows asked for per request (50 as the public clients). */
  pageSize: number;
  /** Per request: an answer not complete by then counts as a failure. */
  timeoutMs: number;
  /** Tries per page; after a failed try the wait doubles from backoffMs. */
  attempts: number;
  backoffMs: number;
  /** The largest answer read; a server sending more is stopped there (the process's memory is at stake). */
  maxAnswerBytes: number;
  /** Aborts everything under way (the server stopping). */
  signal?: AbortSignal | undefined;
}

export const defaultFetchPolicy: FetchPolicy = {
  pageSize: 50,
  timeoutMs: 30_000,
  attempts: 4,
  backoffMs: 1_000,
  // A page of 50 properties in one language is a few hundred kilobytes.
  maxAnswerBytes: 32 * 1024 * 1024,
};

export const endpoints: Record<ListKind, string> = {
  properties: "GetPropertyList",
  projects: "GetProjectList",
};

/** A page that could not be had, after every try; the message never holds the credentials. */
export class SyncFetchError extends Error {
  override name = "SyncFetchError";
  readonly issue: RecordIssue;
  constructor(page: string, problem: string) {
    super(`${page}: ${problem}`);
    this.issue = { path: page, message: problem };
  }
}

/** Every page of one list in one language, each as a feed file named after its request. */
export async function fetchList(
  access: OmnicasaAccess,
  kind: ListKind,
  language: Language,
  policy: FetchPolicy,
): Promise<FeedFile[]> {
  const files: FeedFile[] = [];
  let fetched = 0;
  let rowsCount = Number.POSITIVE_INFINITY;
  while (fetched < rowsCount) {
    const limit1 = fetched + 1;
    const limit2 = fetched + policy.pageSize;
    const name = `${endpoints[kind]} ${language} rows ${limit1}-${limit2}`;
    const file = await fetchPage(access, kind, language, limit1, limit2, name, policy);
    const [page] = file.pages;
    if (!page || page.kind !== kind)
      throw new SyncFetchError(name, `not a ${endpoints[kind]} answer`);
    rowsCount = page.rowsCount;
    // An empty page before RowsCount is reached would make this loop forever.
    if (page.items.length === 0 && fetched < rowsCount) {
      throw new SyncFetchError(name, `no items although RowsCount is ${rowsCount}`);
    }
    fetched += page.items.length;
    files.push(file);
  }
  return files;
}

async function fetchPage(
  access: OmnicasaAccess,
  kind: ListKind,
  language: Language,
  limit1: number,
  limit2: number,
  name: string,
  policy: FetchPolicy,
): Promise<FeedFile> {
  const languageId = omnicasaLanguageIds[language];
  const url = new URL(
    `${endpoints[kind]}Json`,
    access.url.endsWith("/") ? access.url : `${access.url}/`,
  );
  url.searchParams.set(
    "json",
    JSON.stringify({
      CustomerName: access.customerName,
      CustomerPassword: access.customerPassword,
      LanguageId: languageId,
      Limit1: limit1,
      Limit2: limit2,
    }),
  );
  let problem = "";
  let tries = 0;
  while (tries < policy.attempts) {
    if (tries > 0) await pause(policy.backoffMs * 2 ** (tries - 1), policy.signal);
    tries += 1;
    const outcome = await tryPage(url, name, policy);
    if ("file" in outcome) {
      // Items carry their language; an answer without it is in the language asked for.
      for (const page of outcome.file.pages) {
        page.items = page.items.map((item) => ({ LanguageId: languageId, ...item }));
      }
      return outcome.file;
    }
    problem = outcome.problem;
    if (!outcome.retry) break;
  }
  throw new SyncFetchError(name, tries > 1 ? `${problem} (${tries} tries)` : problem);
}

type Outcome = { file: FeedFile } | { problem: string; retry: boolean };

async function tryPage(url: URL, name: string, policy: FetchPolicy): Promise<Outcome> {
  const signals = [AbortSignal.timeout(policy.timeoutMs)];
  if (policy.signal) signals.push(policy.signal);
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.any(signals),
    });
    const text = await readCapped(response, policy.maxAnswerBytes);
    if (text === undefined)
      return { problem: `answered more than ${policy.maxAnswerBytes} bytes`, retry: false };
    if (!response.ok) {
      // The server's trouble may pass; a refused request (bad credentials, bad address) will not.
      return {
        problem: `answered HTTP ${response.status}`,
        retry: response.status >= 500 || response.status === 429,
      };
    }
    return { file: parseAnswer(name, text) };
  } catch (error) {
    if (policy.signal?.aborted) throw policy.signal.reason;
    if (error instanceof FeedFileError) {
      // A cut-off answer (the connection dropped) is worth another try; an error answer is not.
      return { problem: error.issue.message, retry: error.unreadable };
    }
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const reason = timedOut ? `no complete answer within ${policy.timeoutMs} ms` : describe(error);
    return { problem: reason, retry: true };
  }
}

/** The answer's text, or undefined (and the connection dropped) once it passes `maxBytes`. */
export async function readCapped(
  response: Response,
  maxBytes: number,
): Promise<string | undefined> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function describe(error: unknown): string {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
