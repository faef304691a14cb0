import { inNetworks, type Network, normaliseAddress, parseNetwork } from "./client-address.ts";

// TRUST_PROXY (ADR 038): which proxies' X-Forwarded-For is believed. A header is the sender's
// word unless the peer that handed it over is a proxy we named; `true` believed anyone who reached the
// server directly, so it is refused with the line saying what to write instead.

/** The proxies in front: named by address or network, or counted (`hops` in front, every one trusted). */
export type TrustedProxies = { networks: readonly Network[] } | { hops: number };

export const noProxy: TrustedProxies = { networks: [] };

export const trustProxyHelp =
  "must name the proxies whose X-Forwarded-For is believed: their addresses or networks (e.g. 127.0.0.1,::1 or 10.0.0.0/8) or how many stand in front (e.g. 1); `true` is no longer accepted";

/** TRUST_PROXY's value: `false`/`0`/unset for none, a hop count, or a comma-separated list. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies | undefined {
  const value = (text ?? "").trim();
  if (value === "" || value === "false") return noProxy;
  if (/^\d{1,2}$/.test(value)) return { hops: Number(value) };
  const networks = value.split(",").map(parseNetwork);
  return networks.every((n) => n !== undefined) ? { networks } : undefined;
}

/** Whether the connection's peer is a proxy whose forwarded headers we believe. */
export function peerIsTrusted(peer: string | undefined, trusted: TrustedProxies): boolean {
  return "hops" in trusted ? trusted.hops > 0 : !!peer && inNetworks(peer, trusted.networks);
}

/**
 * Who sent the request: walking from the connection's peer leftwards through X-Forwarded-For, past the
 * trusted proxies (each appends the address it received from), the first address that is not one of
 * them; with a hop count, the address that many steps from the peer. An entry that is no address stops
 * the walk at the proxy that wrote it. Normalised (app/domain/client-address.ts); "unknown" when
 * nothing is known (a request made in-process).
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const forwarded = forwardedFor?.split(",").map((entry) => entry.trim()) ?? [];
  const chain = [...forwarded, peer ?? "unknown"];
  let at = chain.length - 1;
  const trustedAt = (i: number) =>
    "hops" in trusted
      ? chain.length - 1 - i < trusted.hops
      : inNetworks(chain[i] ?? "", trusted.networks);
  while (at > 0 && trustedAt(at) && normaliseAddress(chain[at - 1] ?? "")) at--;
  const client = chain[at] ?? "unknown";
  return normaliseAddress(client) ?? client;
}
