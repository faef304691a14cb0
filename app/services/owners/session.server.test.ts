import { describe, expect, it } from "vitest";
import { sortedAttributes } from "#tests/support/set-cookie.ts";
import { createOwnerSessions } from "./session.server.ts";

const secret = "a-test-secret-that-is-long-enough-0123456789";

/** The Cookie header a browser sends back after this Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(";")[0] ?? "";

async function committed(sessions: ReturnType<typeof createOwnerSessions>, secure: boolean) {
  const storage = sessions(secure);
  const session = await storage.getSession(null);
  session.set("ownerId", "42");
  return storage.commitSession(session);
}

describe("owner sessions", () => {
  const sessions = createOwnerSessions(secret);

  it("round-trip: what is committed is read back from the cookie", async () => {
    for (const secure of [false, true]) {
      const cookie = sentBack(await committed(sessions, secure));
      expect((await sessions(secure).getSession(cookie)).get("ownerId")).toBe("42");
    }
  });

  it("are HttpOnly, SameSite=Lax and, over https, __Host- prefixed and Secure", async () => {
    const plain = await committed(sessions, false);
    expect(plain).toMatch(/^session=[^;]+; /);
    expect(sortedAttributes(plain.replace(/=[^;]+/, "=x"))).toBe(
      sortedAttributes("session=x; Path=/; SameSite=Lax; HttpOnly"),
    );
    const secure = await committed(sessions, true);
    expect(sortedAttributes(secure.replace(/=[^;]+/, "=x"))).toBe(
      sortedAttributes("__Host-session=x; Path=/; SameSite=Lax; HttpOnly; Secure"),
    );
    // Over https, a plain `session` cookie (which an http page or a subdomain could set) is not read.
    const fromHttp = sentBack(plain).replace(/^session=/, "__Host-session=");
    expect((await sessions(true).getSession(sentBack(plain))).data).toEqual({});
    expect((await sessions(true).getSession(fromHttp)).get("ownerId")).toBe("42");
  });

  it("read a tampered cookie, or one signed with another secret, as an empty session", async () => {
    const cookie = decodeURIComponent(sentBack(await committed(sessions, false)));
    const signature = cookie.slice(cookie.lastIndexOf("."));
    const forged = Buffer.from(JSON.stringify({ ownerId: "1" })).toString("base64");
    const tampered = `session=${encodeURIComponent(forged + signature)}`;
    expect((await sessions(false).getSession(tampered)).data).toEqual({});

    const other = createOwnerSessions(`${secret}-other`);
    const foreign = sentBack(await committed(other, false));
    expect((await sessions(false).getSession(foreign)).data).toEqual({});
  });
});
