import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./hono-env.ts";
import { siteAddress } from "./site-address.ts";

// Issue 14: rate limits count per client address; only a proxy we trust may tell us another one.
const appWith = (trustProxy: boolean) =>
  new Hono<AppEnv>()
    .use(siteAddress({ trustProxy, port: 3000 }))
    .get("/", (c) => c.text(c.var.clientAddress));

const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const forwarded = { "X-Forwarded-For": "203.0.113.66, 198.51.100.23" };

describe("the client address", () => {
  it("is the connection's peer, whatever X-Forwarded-For says, without a trusted proxy", async () => {
    const res = await appWith(false).request("/", { headers: forwarded }, fromPeer("192.0.2.10"));
    expect(await res.text()).toBe("192.0.2.10");
  });

  it("is the address the trusted proxy added last to X-Forwarded-For (the first ones are the sender's word)", async () => {
    const res = await appWith(true).request("/", { headers: forwarded }, fromPeer("127.0.0.1"));
    expect(await res.text()).toBe("198.51.100.23");
    const direct = await appWith(true).request("/", {}, fromPeer("192.0.2.10"));
    expect(await direct.text()).toBe("192.0.2.10");
  });

  it("is 'unknown' for a request made in-process", async () => {
    expect(await (await appWith(false).request("/")).text()).toBe("unknown");
  });
});
