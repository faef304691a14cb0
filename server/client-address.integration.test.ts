import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { parseTrustedProxies } from "#app/domain/trusted-proxies.ts";
import { attemptLogin } from "#app/services/owners/owner-login.server.ts";
import { shownAgo } from "#tests/support/lead-posts.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 038: behind the proxy named in TRUST_PROXY, every rate limit and the login throttle
// count one IPv6 /64 as one client, and one IPv4 address as one whatever its spelling.
describe(`rate limits per client on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  // The proxy in front, on this machine, connects over a dual-stack socket.
  const fromProxy = { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } };
  const contact = async (client: string, n: number) =>
    (
      await site.app.request(
        "http://localhost/fr/contact/",
        {
          method: "POST",
          body: new URLSearchParams({
            ...(await shownAgo(database.db)),
            title: "ms",
            firstName: "Zoë",
            lastName: "Peeters",
            email: `zoe.${n}@example.be`,
            phone: "0475 12 34 56",
            privacy: "on",
          }),
          headers: {
            origin: "http://localhost",
            "sec-fetch-site": "same-origin",
            "x-forwarded-for": client,
          },
          redirect: "manual",
        },
        fromProxy,
      )
    ).status;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    site = await createTestApp(database, { trustProxy: parseTrustedProxies("127.0.0.1,::1") });
  });
  afterAll(() => database.dispose());
  beforeEach(() => database.db.deleteFrom("rate_limit").execute());

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 6; n++) answers.push(await contact(`2001:db8:5:6::${n.toString(16)}`, n));
    expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
    // Another /64 is another client.
    expect(await contact("2001:db8:5:7::1", 7)).toBe(303);
  });

  it("counts the spellings of one IPv4 address as one client", async () => {
    const spellings = ["192.0.2.7", "::ffff:192.0.2.7", "192.0.2.7:5123", "[::ffff:c000:207]:443"];
    const answers: number[] = [];
    for (const [n, spelling] of [...spellings, "192.0.2.7", "::FFFF:192.0.2.7"].entries())
      answers.push(await contact(spelling, n));
    expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
  });

  it("refuses owner logins from a /64 past the address's limit, whichever address of it", async () => {
    const now = new Date();
    const noWait = { sleep: async () => {}, idle: <T>(work: () => Promise<T>) => work() };
    // The address limit (app/domain/login-throttle.ts: 30 in 15 minutes), each from another address.
    for (let n = 1; n <= 30; n++) {
      const attempt = { login: `owner${n}@example.be`, password: "a-guess", now };
      await attemptLogin(database.db, { ...attempt, address: `2001:db8:9:9::${n}` }, noWait);
    }
    const res = await site.app.request(
      "http://localhost/en/login/",
      {
        method: "POST",
        body: new URLSearchParams({ login: "someone@example.be", password: "a-guess" }),
        headers: { "x-forwarded-for": "2001:db8:9:9:abcd::1" },
      },
      fromProxy,
    );
    expect(res.status).toBe(429);
  });
});
