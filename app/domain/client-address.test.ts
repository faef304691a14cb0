import { describe, expect, it } from "vitest";
import { inNetworks, normaliseAddress, parseNetwork, rateLimitSubject } from "./client-address.ts";

// ADR 038: one spelling per address, one rate-limit bucket per IPv6 /64.
describe("client addresses", () => {
  it("normalise to one spelling, or nothing for what is no address", () => {
    expect(normaliseAddress("2001:0db8:0000:0000:0001:0000:0000:0001")).toBe("2001:db8::1:0:0:1");
    expect(normaliseAddress("::")).toBe("::");
    expect(normaliseAddress("1:2:3:4:5:6:7:8")).toBe("1:2:3:4:5:6:7:8");
    expect(normaliseAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    for (const bad of ["unknown", "", "1.2.3", "256.1.1.1", "1::2::3", "1:2:3:4:5:6:7:8:9", "g::1"])
      expect(normaliseAddress(bad), bad).toBeUndefined();
  });

  it("count an IPv6 address under its /64 and an IPv4 address alone", () => {
    expect(rateLimitSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitSubject("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });

  it("lie in a network or not", () => {
    const networks = ["10.0.0.0/8", "fd00::/8", "192.0.2.1"].map((n) => parseNetwork(n));
    const known = networks.filter((n) => n !== undefined);
    expect(known).toHaveLength(3);
    expect(inNetworks("10.255.0.1", known)).toBe(true);
    expect(inNetworks("fdab::1", known)).toBe(true);
    expect(inNetworks("192.0.2.1", known)).toBe(true);
    expect(inNetworks("192.0.2.2", known)).toBe(false);
    expect(inNetworks("11.0.0.1", known)).toBe(false);
    expect(parseNetwork("10.0.0.0/33")).toBeUndefined();
    expect(parseNetwork("10.0.0.0/8/1")).toBeUndefined();
  });
});
