import { isIPv4, isIPv6 } from "node:net";

// Remote media is fetched only from the public internet (docs/requirements.md §11 "Files"): a snapshot naming
// http://127.0.0.1:6379/, a router's admin page or a cloud's metadata service (169.254.169.254) must
// not make the server fetch it. Ranges from the IANA IPv4 and IPv6 Special-Purpose Address
// Registries (RFC 6890 and updates): anything not globally reachable is refused.

const ipv4Ranges: [prefix: string, bits: number, what: string][] = [
  ["0.0.0.0", 8, "an unspecified address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a shared (carrier-grade NAT) address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "an IETF protocol address"],
  ["192.0.2.0", 24, "a documentation address"],
  ["192.88.99.0", 24, "a 6to4 relay address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["198.51.100.0", 24, "a documentation address"],
  ["203.0.113.0", 24, "a documentation address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved or broadcast address"],
];

/**
 * Why an IP address is not a public one ("a loopback address"), or undefined when it is public.
 * Anything that is not an IP address counts as not public.
 */
export function nonPublicReason(address: string): string | undefined {
  if (isIPv4(address)) return ipv4Reason(ipv4Number(address));
  const withoutZone = address.split("%")[0] ?? "";
  if (isIPv6(withoutZone)) return ipv6Reason(ipv6Groups(withoutZone));
  return "not an IP address";
}

function ipv4Reason(value: number): string | undefined {
  for (const [prefix, bits, what] of ipv4Ranges) {
    const mask = (~0 << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === ipv4Number(prefix)) return what;
  }
  return undefined;
}

function ipv6Reason(groups: number[]): string | undefined {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedIpv4 = ((g6 << 16) | g7) >>> 0;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d reaches a.b.c.d, and so does the well-known NAT64 prefix 64:ff9b::/96: judge the IPv4 one.
  if (upperZero && g5 === 0xffff) return ipv4Reason(embeddedIpv4);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4Reason(embeddedIpv4);
  }
  if (upperZero && g5 === 0 && g6 === 0 && g7 === 0) return "an unspecified address";
  if (upperZero && g5 === 0 && g6 === 0 && g7 === 1) return "a loopback address";
  if ((g0 & 0xfe00) === 0xfc00) return "a private (unique local) address";
  if ((g0 & 0xffc0) === 0xfe80) return "a link-local address";
  if ((g0 & 0xff00) === 0xff00) return "a multicast address";
  // Only global unicast (2000::/3) is public, less its special blocks: IETF protocol assignments and
  // Teredo (2001::/23), documentation (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16, a tunnel to an
  // IPv4 address).
  if ((g0 & 0xe000) !== 0x2000) return "a reserved address";
  if (g0 === 0x2001 && g1 < 0x200) return "an IETF protocol address";
  if (g0 === 0x2001 && g1 === 0xdb8) return "a documentation address";
  if ((g0 & 0xfff0) === 0x3ff0) return "a documentation address";
  if (g0 === 0x2002) return "a 6to4 address";
  return undefined;
}

function ipv4Number(address: string): number {
  return address.split(".").reduce((value, part) => ((value << 8) | Number(part)) >>> 0, 0);
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").flatMap(groupsOf));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function groupsOf(piece: string): number[] {
  if (!piece.includes(".")) return [Number.parseInt(piece, 16)];
  const value = ipv4Number(piece);
  return [value >>> 16, value & 0xffff];
}
