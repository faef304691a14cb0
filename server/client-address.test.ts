import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseTrustedProxies, type TrustedProxies } from "#app/domain/trusted-proxies.ts";
import type { AppEnv } from "./hono-env.ts";
import { siteAddress } from "./site-address.ts";

// docs/requirements.md §14: rate limits count per client address; only a proxy we trust may tell us another one.
// ADR 038: TRUST_PROXY names those proxies (addresses, networks or a hop count), and the
// address is written one way whatever the spelling.
const appWith = (trustProxy: TrustedProxies) =>
  new Hono<AppEnv>()
    .use(siteAddress({ trustProxy, port: 3000 }))
    .get("/", (c) => c.text(`${c.var.clientAddress} ${c.var.secure}`));
const trusting = (value: string) => {
  const trusted = parseTrustedProxies(value);
  if (!trusted) throw new Error(`not a TRUST_PROXY value: ${value}`);
  return appWith(trusted);
};

const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const forwarded = {
  "X-Forwarded-For": "203.0.113.66, 198.51.100.23",
  "X-Forwarded-Proto": "https",
};
const answer = async (
  app: Hono<AppEnv>,
  peer?: string,
  headers: Record<string, string> = forwarded,
) => (await app.request("/", { headers }, peer ? fromPeer(peer) : undefined)).text();

describe("the client address", () => {
  it("is the connection's peer, whatever X-Forwarded-For says, without a trusted proxy", async () => {
    expect(await answer(trusting("false"), "192.0.2.10")).toBe("192.0.2.10 false");
  });

  it("is the address a named proxy added last to X-Forwarded-For (the first ones are the sender's word)", async () => {
    const app = trusting("127.0.0.1,::1");
    expect(await answer(app, "127.0.0.1")).toBe("198.51.100.23 true");
    expect(await answer(app, "::ffff:127.0.0.1")).toBe("198.51.100.23 true");
    expect(await answer(app, "::1")).toBe("198.51.100.23 true");
  });

  it("believes no header from a peer that is not a named proxy (a server reachable directly)", async () => {
    expect(await answer(trusting("127.0.0.1,::1"), "192.0.2.10")).toBe("192.0.2.10 false");
    expect(await answer(trusting("10.0.0.0/8"), "11.0.0.1")).toBe("11.0.0.1 false");
  });

  it("walks from the right past every trusted proxy", async () => {
    const headers = { "X-Forwarded-For": "198.51.100.1, 203.0.113.9, 10.1.2.3, 10.200.0.1" };
    expect(await answer(trusting("10.0.0.0/8"), "10.0.0.5", headers)).toBe("203.0.113.9 false");
    // An entry that is no address stops the walk at the proxy that wrote it.
    const garbage = { "X-Forwarded-For": "198.51.100.1, not-an-address" };
    expect(await answer(trusting("10.0.0.0/8"), "10.0.0.5", garbage)).toBe("10.0.0.5 false");
  });

  it("with a hop count, is the address that many proxies from the server", async () => {
    expect(await answer(trusting("1"), "10.0.0.5")).toBe("198.51.100.23 true");
    expect(await answer(trusting("2"), "10.0.0.5")).toBe("203.0.113.66 true");
    expect(await answer(trusting("5"), "10.0.0.5")).toBe("203.0.113.66 true");
  });

  it("is written one way: no port, zone or brackets, IPv4-mapped as IPv4, IPv6 as RFC 5952", async () => {
    const app = trusting("127.0.0.1");
    const spellings: [string, string][] = [
      ["192.0.2.7:5123", "192.0.2.7"],
      ["::FFFF:192.0.2.7", "192.0.2.7"],
      ["[::ffff:c000:207]:443", "192.0.2.7"],
      ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
      ["[2001:db8:0000:1:0:0:0:1]:8443", "2001:db8:0:1::1"],
      ["fe80::1%eth0", "fe80::1"],
    ];
    for (const [sent, client] of spellings)
      expect(await answer(app, "127.0.0.1", { "X-Forwarded-For": sent })).toBe(`${client} false`);
    expect(await answer(appWith({ networks: [] }), "::ffff:192.0.2.10")).toBe("192.0.2.10 false");
  });

  it("is 'unknown' for a request made in-process", async () => {
    expect(await answer(trusting("false"))).toBe("unknown false");
  });
});
