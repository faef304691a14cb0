import { describe, expect, it } from "vitest";
import { nonPublicReason } from "./public-address.server.ts";

describe("nonPublicReason", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["127.255.0.9", "a loopback address"],
    ["10.1.2.3", "a private address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["100.64.0.1", "a shared (carrier-grade NAT) address"],
    ["100.127.255.255", "a shared (carrier-grade NAT) address"],
    ["169.254.169.254", "a link-local address"],
    ["0.0.0.0", "an unspecified address"],
    ["224.0.0.1", "a multicast address"],
    ["255.255.255.255", "a reserved or broadcast address"],
    ["192.0.2.10", "a documentation address"],
    ["198.18.0.1", "a benchmarking address"],
  ])("refuses the IPv4 address %s: %s", (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "93.184.215.14",
  ])("accepts the public IPv4 address %s", (address) => {
    expect(nonPublicReason(address)).toBeUndefined();
  });

  it.each([
    ["::1", "a loopback address"],
    ["::", "an unspecified address"],
    ["fc00::1", "a private (unique local) address"],
    ["fd12:3456:789a::1", "a private (unique local) address"],
    ["fe80::1", "a link-local address"],
    ["fe80::1%eth0", "a link-local address"],
    ["febf::1", "a link-local address"],
    ["ff02::1", "a multicast address"],
    ["2001:db8::1", "a documentation address"],
    ["2002:7f00:1::1", "a 6to4 address"],
    ["2001:0:4136:e378::1", "an IETF protocol address"],
    ["100::1", "a reserved address"],
    ["::7f00:1", "a reserved address"],
  ])("refuses the IPv6 address %s: %s", (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });

  it.each([
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:7f00:1", "a loopback address"],
    ["::ffff:10.0.0.1", "a private address"],
    ["::ffff:a9fe:a9fe", "a link-local address"],
    ["64:ff9b::192.168.0.1", "a private address"],
  ])("judges an IPv4-mapped IPv6 address by its IPv4 address: %s is %s", (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });

  it.each([
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("accepts the public IPv6 address %s", (address) => {
    expect(nonPublicReason(address)).toBeUndefined();
  });

  it("counts anything but an IP address as not public", () => {
    expect(nonPublicReason("localhost")).toBe("not an IP address");
  });
});
