import { beforeAll, describe, expect, it } from "vitest";
import { addressViewLimit } from "#app/domain/page-views.ts";
import { parseTrustedProxies } from "#app/domain/trusted-proxies.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { countPageView } from "#app/services/page-views/count-page-view.server.ts";
import { signViewToken, viewTokenLifetimeMs } from "#app/services/page-views/view-token.server.ts";
import { leadSite } from "#tests/support/lead-site.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §15 "Page views", §4: a property page's view is stored only with the visitor's
// visit-statistics consent, never a bot's. ADR 037: and only as the server decides: with the
// page's own token, once per client (address and browser) and property in 30 minutes, and at most
// `addressViewLimit` views an hour per address, whatever the client's cookies say.
describe(`page views on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot });
  const browser =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
  let behindProxy: Awaited<ReturnType<typeof createTestApp>>;
  let token = "";
  const tokenAt = async (id: number, at: number) =>
    signViewToken(await guardKey(lead.database.db), id, at);
  beforeAll(async () => {
    token = await tokenAt(101, Date.now());
    // The same site behind a proxy on this machine, which names each client in X-Forwarded-For.
    behindProxy = await createTestApp(lead.database, {
      trustProxy: parseTrustedProxies("127.0.0.1"),
    });
  });
  const view = (
    id: number,
    cookie: string,
    options: { userAgent?: string; site?: string; token?: string | null; client?: string } = {},
  ) => {
    const { userAgent = browser, site = "same-origin", client } = options;
    const sent = options.token === undefined ? token : options.token;
    return (client ? behindProxy : lead.site).app.request(
      `http://localhost/page-view/${id}`,
      {
        method: "POST",
        body: new URLSearchParams(sent === null ? {} : { token: sent }),
        headers: {
          cookie,
          "user-agent": userAgent,
          origin: "http://localhost",
          "sec-fetch-site": site,
          ...(client ? { "x-forwarded-for": client } : {}),
        },
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
  };
  const stored = async () =>
    (
      await lead.database.db
        .selectFrom("page_view")
        .selectAll()
        .where("property_id", "=", 101)
        .execute()
    ).length;
  const forgetViews = async () => {
    await lead.database.db.deleteFrom("page_view").execute();
    await lead.database.db.deleteFrom("page_view_sighting").execute();
  };

  it("stores nothing before consent, nor when visit statistics are declined", async () => {
    expect((await view(101, "")).status).toBe(204);
    // analytics_storage is the first flag: declined, the others given.
    expect((await view(101, "consent=1.0111")).status).toBe(204);
    expect(await stored()).toBe(0);
  });

  it("stores a view once visit statistics are allowed, once in 30 minutes", async () => {
    const first = await view(101, "consent=1.1000");
    expect(first.status).toBe(204);
    expect(await stored()).toBe(1);
    const [row] = await lead.database.db.selectFrom("page_view").selectAll().execute();
    expect(row?.source).toBe("website");
    // Nothing for the client to keep: the server remembers.
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await view(101, "consent=1.1000")).status).toBe(204);
    expect(await stored()).toBe(1);
  });

  it("never counts a bot, an unknown property or a post from another site", async () => {
    const before = await stored();
    await view(101, "consent=1.1111", { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    await view(101, "consent=1.1111", { userAgent: "" });
    expect(
      (await view(999, "consent=1.1111", { token: await tokenAt(999, Date.now()) })).status,
    ).toBe(404);
    expect((await view(101, "consent=1.1111", { site: "cross-site" })).status).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("replays the probe's burst: hundreds of beacons with hand-written cookies count once per client", async () => {
    await forgetViews();
    // One client, 300 beacons, each with other cookies (the old de-duplication lived in them).
    const statuses = new Set<number>();
    for (let batch = 0; batch < 6; batch++) {
      const beacons = Array.from({ length: 50 }, (_, i) =>
        view(101, `consent=1.1000; views=${batch}-${i}%3A1; visit=${i}`, {
          client: "198.51.100.7",
        }),
      );
      for (const res of await Promise.all(beacons)) statuses.add(res.status);
    }
    expect(statuses).toEqual(new Set([204]));
    expect(await stored()).toBe(1);
    // Other clients count once each: another address, another browser.
    for (const client of ["198.51.100.8", "198.51.100.8", "2001:db8:7::1"])
      await view(101, "consent=1.1000", { client });
    await view(101, "consent=1.1000", { client: "198.51.100.7", userAgent: `${browser} Edg/142` });
    expect(await stored()).toBe(4);
    // The sightings kept are keyed hashes, never an address.
    const sightings = await lead.database.db.selectFrom("page_view_sighting").selectAll().execute();
    expect(sightings).toHaveLength(4);
    expect(JSON.stringify(sightings)).not.toMatch(/198\.51|2001:db8/);
  });

  it("caps what one address counts, whatever browser it claims at each beacon", async () => {
    await forgetViews();
    for (let i = 0; i < addressViewLimit.max + 20; i++)
      await view(101, "consent=1.1000", { client: "2001:db8:7::9", userAgent: `${browser} v${i}` });
    expect(await stored()).toBe(addressViewLimit.max);
    // Another address of the same /64 is the same client.
    await view(101, "consent=1.1000", {
      client: "2001:db8:7::abcd",
      userAgent: "Mozilla/5.0 (X11) Firefox/140",
    });
    expect(await stored()).toBe(addressViewLimit.max);
  });

  it("counts nothing without the page's own token: missing, forged, another property's or expired", async () => {
    await forgetViews();
    const now = Date.now();
    const forged = `${now}.${"x".repeat(43)}`;
    const expired = await tokenAt(101, now - viewTokenLifetimeMs - 1000);
    for (const sent of [null, "", forged, await tokenAt(102, now), expired])
      expect((await view(101, "consent=1.1000", { token: sent })).status).toBe(204);
    expect(await stored()).toBe(0);
    // A page the cache served at the end of its life still counts.
    await view(101, "consent=1.1000", {
      token: await tokenAt(101, now - viewTokenLifetimeMs + 5000),
    });
    expect(await stored()).toBe(1);
  });

  it("takes the token the property page was served with", async () => {
    await forgetViews();
    const page = await lead.site.app.request(
      `http://localhost${await lead.frenchPath("/property/101/")}`,
      {
        headers: { cookie: "consent=1.1000" },
      },
    );
    // In the page's hydration data, right after its name.
    const html = await page.text();
    const served = /viewToken\\?",\\?"(\d{13}\.[\w-]{43})/.exec(html)?.[1] ?? null;
    expect(served).not.toBeNull();
    await view(101, "consent=1.1000", { token: served });
    expect(await stored()).toBe(1);
  });

  it("counts a client again after 30 minutes, and keeps no sighting past them", async () => {
    await forgetViews();
    const db = lead.database.db;
    const at = async (minutes: number) => {
      const now = Date.now() + minutes * 60_000;
      const beacon = {
        propertyId: 101,
        address: "192.0.2.50",
        userAgent: browser,
        now: new Date(now),
      };
      return countPageView(db, { ...beacon, token: await tokenAt(101, now) });
    };
    expect(await at(0)).toBe("counted");
    expect(await at(29)).toBe("repeat");
    expect(await at(31)).toBe("counted");
    // At 62 minutes the client's sighting of minute 31 is gone before anything else happens.
    await at(62);
    expect(await db.selectFrom("page_view_sighting").selectAll().execute()).toHaveLength(1);
  });
});
