import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { newTotpSecret, stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { ownerSessionCookie } from "#tests/support/owner-sessions.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16 "two-step secrets are stored readable" (ADR 036): the authenticator app's secret is
// stored sealed with SECOND_FACTOR_KEY; one stored readable before is sealed on first read; a server
// started with another key refuses the code cleanly.
describe(`two-step secrets sealed in the database on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const password = "Correct-horse-2026";
  const owners: Record<string, number> = {};
  let requests = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    for (const name of ["emma", "finn", "gert"])
      owners[name] = await saveOwner(
        database.db,
        { email: `${name}@example.be`, displayName: name, password, propertyIds: [] },
        new Date(),
      );
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  const requestOf =
    (app: typeof site.app) => (path: string, fields?: Record<string, string>, cookie?: string) => {
      const headers = new Headers({ "x-forwarded-for": `10.25.0.${++requests}` });
      if (cookie) headers.set("cookie", cookie);
      const body = fields && new URLSearchParams(fields);
      const method = fields ? "POST" : "GET";
      return app.request(`http://localhost${path}`, { method, body, headers, redirect: "manual" });
    };
  const request = (path: string, fields?: Record<string, string>, cookie?: string) =>
    requestOf(site.app)(path, fields, cookie);
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const securityPage = "/en/owner-portal/security/";
  const stored = async (ownerId: number) =>
    (
      await database.db
        .selectFrom("owner_second_factor")
        .select("secret")
        .where("owner_id", "=", ownerId)
        .executeTakeFirstOrThrow()
    ).secret;
  const base32Secret = /[A-Z2-7]{32}/;
  const codeOf = (secret: string, offset = 0) => totpCode(secret, stepAt(Date.now()) + offset);
  /** The password, then the code, through `send`: the answer to the code. */
  const logInWithCode = async (
    name: string,
    code: string,
    send: typeof request = request,
  ): Promise<Response> => {
    const pending = cookieOf(
      await send("/en/login/", { login: `${name}@example.be`, password }, undefined),
    );
    return send("/en/login/code/", { code }, pending);
  };

  it("stores no readable secret, and a login with a code still works", async () => {
    const ownerId = owners.emma ?? 0;
    const session = await ownerSessionCookie(database.db, ownerId);
    await request(`${securityPage}?do=start`, {}, session);
    const page = await (await request(securityPage, undefined, session)).text();
    const secret = (
      /<code class="owner-security__key">([A-Z2-7 ]+)<\/code>/.exec(page)?.[1] ?? ""
    ).replace(/ /g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await stored(ownerId)).not.toMatch(base32Secret);
    expect(await stored(ownerId)).not.toContain(secret);

    const on = await request(`${securityPage}?do=confirm`, { code: codeOf(secret) }, session);
    expect(await on.text()).toContain("Your recovery codes");
    expect(await stored(ownerId)).not.toMatch(base32Secret);

    const login = await logInWithCode("emma", codeOf(secret, 1));
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe("/en/owner-portal/");
  });

  it("seals a secret stored readable before on its first read", async () => {
    const ownerId = owners.finn ?? 0;
    const secret = newTotpSecret();
    await database.db
      .insertInto("owner_second_factor")
      .values({
        owner_id: ownerId,
        secret,
        enabled_at: new Date(),
        used_step: null,
        created_at: new Date(),
      })
      .execute();
    const login = await logInWithCode("finn", codeOf(secret));
    expect(login.headers.get("location")).toBe("/en/owner-portal/");
    expect(await stored(ownerId)).not.toMatch(base32Secret);
    const again = await logInWithCode("finn", codeOf(secret, 1));
    expect(again.headers.get("location")).toBe("/en/owner-portal/");
  });

  it("refuses the code cleanly under another key, and lets nobody in", async () => {
    const ownerId = owners.gert ?? 0;
    const session = await ownerSessionCookie(database.db, ownerId);
    await request(`${securityPage}?do=start`, {}, session);
    const page = await (await request(securityPage, undefined, session)).text();
    const secret = (
      /<code class="owner-security__key">([A-Z2-7 ]+)<\/code>/.exec(page)?.[1] ?? ""
    ).replace(/ /g, "");
    await request(`${securityPage}?do=confirm`, { code: codeOf(secret) }, session);

    const other = await createTestApp(database, {
      trustProxy: { hops: 1 },
      secondFactorKey: "a1".repeat(32),
    });
    const refused = await logInWithCode("gert", codeOf(secret, 1), requestOf(other.app));
    expect(refused.status).toBe(200);
    expect(refused.headers.get("location")).toBeNull();
    expect(await refused.text()).toContain("Your code cannot be checked just now.");
    expect(
      other.logLines.some(
        (line) => line.level === "error" && String(line.msg).includes("SECOND_FACTOR_KEY"),
      ),
    ).toBe(true);
    // The security page still answers; nothing was changed in the database.
    expect((await requestOf(other.app)(securityPage, undefined, session)).status).toBe(200);
    const login = await logInWithCode("gert", codeOf(secret, 1));
    expect(login.headers.get("location")).toBe("/en/owner-portal/");
  });
});
