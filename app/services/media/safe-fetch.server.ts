import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { nonPublicReason } from "./public-address.server.ts";

// A GET of a file named by a snapshot, made safe for a server (docs/requirements.md §11 "Files"):
// - http and https only, on any port: the address is what is checked, and a public host's other ports
//   reach nothing a visitor could not reach;
// - the host name is resolved here and refused when ANY of its addresses is not public (a name with
//   one public and one private address is refused), and the connection goes to the address that was
//   checked, so a second DNS answer cannot swap in another one (DNS rebinding); the Host header and
//   the TLS server name stay the URL's host name;
// - redirects are followed by hand, at most 5, each new address checked the same way;
// - the body stops at `maxBytes`, and only the accepted content types are read at all.

export interface SafeFetchOptions {
  signal: AbortSignal;
  maxBytes: number;
  acceptedTypes: RegExp;
  /**
   * Host names (as in the URL) that may resolve to a loopback or private address: for media, tests only
   * (a local server), never set from the environment; for the lead webhook, LEAD_WEBHOOK_ALLOW_HOSTS
   * (an agency's internal CRM, ADR 064).
   */
  allowPrivateHosts?: readonly string[] | undefined;
}

export type SafeFetchResult =
  | { ok: true; body: Buffer; contentType: string }
  /** `refused`: the address itself is not allowed, which will not change soon. */
  | { ok: false; problem: string; refused?: boolean };

const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The file at `url`, or what went wrong with it. When `signal` fires, the problem is the message of
 * its reason (the caller says which time ran out).
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  try {
    return await follow(url, options);
  } catch (error) {
    if (options.signal.aborted) return { ok: false, problem: messageOf(options.signal.reason) };
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTFOUND") return { ok: false, problem: "names a host that does not exist" };
    return { ok: false, problem: `could not be fetched (${code ?? messageOf(error)})` };
  }
}

async function follow(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let current = url;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const target = await vetTarget(current, options);
    if ("problem" in target) return { ok: false, ...target };
    const response = await get(target, options.signal);
    const location = response.headers.location;
    if (redirectStatuses.has(response.statusCode ?? 0) && location) {
      response.destroy();
      current = new URL(location, target.url).href;
      continue;
    }
    return readBody(response, options);
  }
  return { ok: false, problem: `was redirected more than ${maxRedirects} times` };
}

export interface Target {
  url: URL;
  /** Every address of the host, each checked. */
  addresses: [Address, ...Address[]];
}

interface Address {
  address: string;
  family: number;
}

/** The URL's host resolved and checked: refused when any of its addresses is not public (ADR 064 reuses it). */
export async function vetTarget(
  href: string,
  options: Pick<SafeFetchOptions, "signal" | "allowPrivateHosts">,
): Promise<Target | { problem: string; refused: boolean }> {
  const refuse = (problem: string) => ({ problem: `refused: ${problem}`, refused: true });
  const url = URL.canParse(href) ? new URL(href) : undefined;
  if (!url) return refuse(`${href} is not a valid URL`);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return refuse(`${href} is not an http or https URL`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(host);
  const [first, ...others]: Address[] = family
    ? [{ address: host, family }]
    : await abortable(lookup(host, { all: true }), options.signal);
  if (!first) return { problem: `names a host with no address`, refused: false };
  const addresses: Target["addresses"] = [first, ...others];
  if (options.allowPrivateHosts?.includes(url.hostname)) return { url, addresses };
  for (const { address } of addresses) {
    const reason = nonPublicReason(address);
    if (!reason) continue;
    const what = family ? `${address} is` : `${host} resolves to ${address},`;
    return refuse(`${what} ${reason}, not a public one`);
  }
  return { url, addresses };
}

function get(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        agent: false,
        lookup: pinnedLookup(target),
        signal,
        // Some file servers and CDNs refuse requests that do not say who they are.
        headers: { accept: "image/*, application/pdf", "user-agent": "agency-site media import" },
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * A look-up that answers only the checked addresses: net asks for all of them when it tries IPv4 and
 * IPv6 in turn (autoSelectFamily), else for one.
 */
export function pinnedLookup({ addresses }: Target): LookupFunction {
  const [first] = addresses;
  return (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

async function readBody(
  response: IncomingMessage,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const fail = (problem: string): SafeFetchResult => {
    response.destroy();
    return { ok: false, problem };
  };
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) return fail(`answered HTTP ${status}`);
  const contentType = (response.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
  if (!options.acceptedTypes.test(contentType)) {
    return fail(`is ${contentType || "of no stated type"}, not a photo or a PDF`);
  }
  const tooLarge = `is larger than ${options.maxBytes / 1_000_000} MB`;
  if (Number(response.headers["content-length"]) > options.maxBytes) return fail(tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > options.maxBytes) return fail(tooLarge);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return fail("is empty");
  return { ok: true, body: Buffer.concat(chunks), contentType };
}

/** DNS look-ups cannot be cancelled: stop waiting for one when the signal fires. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
