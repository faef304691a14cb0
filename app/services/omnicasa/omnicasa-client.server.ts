import type { Language } from "#app/i18n/languages.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import type { ListKind } from "#app/services/omnicasa/answer-schema.ts";
import {
  FeedFileError,
  parseAnswer,
  parseDeletedIds,
} from "#app/services/omnicasa/read-feed.server.ts";
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

export const deletedEndpoints: Record<ListKind, string> = {
  properties: "GetDeletedPropertyIDs",
  projects: "GetDeletedProjectIDs",
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

/** What a list request asks besides the credentials, the language and the rows. */
export type ListFilter = Record<string, string | number>;

/** Every page of one list in one language, each as a feed file named after its request. */
export function fetchList(
  access: OmnicasaAccess,
  kind: ListKind,
  language: Language,
  policy: FetchPolicy,
  filter: ListFilter = {},
): Promise<FeedFile[]> {
  const asked = Object.entries(filter).map(([field, value]) => ` ${field} ${value}`);
  const endpoint = endpoints[kind];
  return fetchPages(
    access,
    endpoint,
    { ...filter, LanguageId: omnicasaLanguageIds[language] },
    policy,
    (rows) => `${endpoint} ${language}${asked.join("")} rows ${rows}`,
    // Items carry their language; an answer without it is in the language asked for.
    (name, text) => parseAnswer(name, text, language),
    (file, name) => {
      const [page] = file.pages;
      if (!page || page.kind !== kind) throw new SyncFetchError(name, `not a ${endpoint} answer`);
      return { items: page.items.length, rowsCount: page.rowsCount };
    },
  );
}

/**
 * Every page of a paged list (fw4-bvba/omnicasa-api ListResponseBuffer): the 1-based rows Limit1..Limit2,
 * until RowsCount rows came. `name` names a page by its rows; `rows` counts a page's items and gives RowsCount.
 */
export async function fetchPages<P>(
  access: OmnicasaAccess,
  endpoint: string,
  query: ListFilter,
  policy: FetchPolicy,
  name: (rows: string) => string,
  read: (name: string, text: string) => P,
  rows: (page: P, name: string) => { items: number; rowsCount: number },
): Promise<P[]> {
  const pages: P[] = [];
  let fetched = 0;
  let rowsCount = Number.POSITIVE_INFINITY;
  while (fetched < rowsCount) {
    const limit1 = fetched + 1;
    const limit2 = fetched + policy.pageSize;
    const pageName = name(`${limit1}-${limit2}`);
    const asked = { ...query, Limit1: limit1, Limit2: limit2 };
    const page = await request(access, endpoint, asked, pageName, policy, read);
    const { items, rowsCount: count } = rows(page, pageName);
    rowsCount = count;
    // An empty page before RowsCount is reached would make this loop forever.
    if (items === 0 && fetched < rowsCount) {
      throw new SyncFetchError(pageName, `no items although RowsCount is ${rowsCount}`);
    }
    fetched += items;
    pages.push(page);
  }
  return pages;
}

/**
 * The ids the CRM says were deleted (fw4-bvba/omnicasa-api GetDeletedPropertyIDsRequest and
 * GetDeletedProjectIDsRequest: no parameter besides the credentials; the answer's value is a list).
 */
export async function fetchDeletedIds(
  access: OmnicasaAccess,
  kind: ListKind,
  policy: FetchPolicy,
): Promise<number[]> {
  const endpoint = deletedEndpoints[kind];
  return request(access, endpoint, {}, endpoint, policy, (name, text) =>
    parseDeletedIds(name, endpoint, text),
  );
}

/** One request, tried again as the policy says when the trouble may pass. */
async function request<T>(
  access: OmnicasaAccess,
  endpoint: string,
  query: ListFilter,
  name: string,
  policy: FetchPolicy,
  read: (name: string, text: string) => T,
): Promise<T> {
  const url = new URL(`${endpoint}Json`, access.url.endsWith("/") ? access.url : `${access.url}/`);
  url.searchParams.set(
    "json",
    JSON.stringify({
      CustomerName: access.customerName,
      CustomerPassword: access.customerPassword,
      ...query,
    }),
  );
  let problem = "";
  let tries = 0;
  while (tries < policy.attempts) {
    if (tries > 0) await pause(policy.backoffMs * 2 ** (tries - 1), policy.signal);
    tries += 1;
    const outcome = await tryRequest(url, name, policy, read);
    if ("answer" in outcome) return outcome.answer;
    problem = outcome.problem;
    if (!outcome.retry) break;
  }
  throw new SyncFetchError(name, tries > 1 ? `${problem} (${tries} tries)` : problem);
}

type Outcome<T> = { answer: T } | { problem: string; retry: boolean };

async function tryRequest<T>(
  url: URL,
  name: string,
  policy: FetchPolicy,
  read: (name: string, text: string) => T,
): Promise<Outcome<T>> {
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
    return { answer: read(name, text) };
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
