import { describe, expect, it } from "vitest";
import {
  accountSubject,
  type LoginLimit,
  loginKey,
  loginPace,
  maxLoginDelayMs,
} from "./login-throttle.ts";

const account: LoginLimit = { per: "account", windowMs: 60_000, free: 3, max: 10 };
const address: LoginLimit = { per: "address", windowMs: 60_000, free: 5, max: 30 };
const pace = (accountHits: number, addressHits: number) =>
  loginPace([
    { limit: account, hits: accountHits },
    { limit: address, hits: addressHits },
  ]);

describe("login throttling", () => {
  it("answers the first attempts at once", () => {
    expect(pace(1, 1)).toEqual({ blocked: false, delayMs: 0 });
    expect(pace(3, 5)).toEqual({ blocked: false, delayMs: 0 });
  });

  it("slows down attempts past the free ones, up to a maximum wait", () => {
    expect(pace(4, 1)).toEqual({ blocked: false, delayMs: 250 });
    expect(pace(5, 1)).toEqual({ blocked: false, delayMs: 500 });
    expect(pace(1, 7)).toEqual({ blocked: false, delayMs: 500 });
    expect(pace(10, 1)).toEqual({ blocked: false, delayMs: maxLoginDelayMs });
  });

  it("blocks past the maximum of any limit", () => {
    expect(pace(11, 1)).toEqual({ blocked: true });
    expect(pace(1, 31)).toEqual({ blocked: true });
  });

  it("counts an account however its login is typed", () => {
    expect(loginKey(" Owner@Immo-Lumiere.example ")).toBe("owner@immo-lumiere.example");
  });

  it("counts an account once whatever names it, and a login naming none by what was typed", () => {
    // ADR 035: the e-mail address and the username of account 7 are one bucket.
    expect(accountSubject("anne@example.be", 7)).toBe(accountSubject("anne", 7));
    expect(accountSubject(" Nobody@Example.be ", undefined)).toBe(
      accountSubject("nobody@example.be", undefined),
    );
    expect(accountSubject("nobody", undefined)).not.toBe(accountSubject("nobody", 7));
  });
});
