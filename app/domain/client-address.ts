// Client addresses as rate limits count them (ADR 038): one spelling per address, and one
// bucket per IPv6 /64, the block a single subscriber gets (RFC 6177) and can change addresses within.

/** An address's 4 (IPv4) or 16 (IPv6) bytes; an IPv4-mapped IPv6 address is its IPv4 address. */
type AddressBytes = number[];

/**
 * The address as one spelling: IPv4 dotted decimal, IPv6 as RFC 5952 writes it (lower case, the
 * longest run of zeros shortened), an IPv4-mapped IPv6 address as its IPv4 address; without port,
 * brackets or zone. Undefined when the text is no IP address.
 */
export function normaliseAddress(text: string): string | undefined {
  const bytes = addressBytes(text);
  return bytes && formatAddress(bytes);
}

/**
 * What every rate limit and the login throttle count an address under: an IPv4 address itself, an
 * IPv6 address's /64 (`2001:db8:1:2::/64`), anything else (`unknown`) as it is.
 */
export function rateLimitSubject(address: string): string {
  const bytes = addressBytes(address);
  if (!bytes) return address;
  if (bytes.length === 4) return formatAddress(bytes);
  return `${formatAddress([...bytes.slice(0, 8), 0, 0, 0, 0, 0, 0, 0, 0])}/64`;
}

/** A network of addresses: `10.0.0.0/8`, `fd00::/8`, or one address (`127.0.0.1`). */
export interface Network {
  bytes: AddressBytes;
  prefix: number;
}

/** The network written as `address` or `address/prefix`, or undefined when it is neither. */
export function parseNetwork(text: string): Network | undefined {
  const [address = "", prefix, ...rest] = text.trim().split("/");
  const bytes = addressBytes(address);
  if (!bytes || rest.length > 0) return undefined;
  const bits = bytes.length * 8;
  if (prefix === undefined) return { bytes, prefix: bits };
  const length = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return length <= bits ? { bytes, prefix: length } : undefined;
}

/** Whether the address lies in one of the networks. */
export function inNetworks(address: string, networks: readonly Network[]): boolean {
  const bytes = addressBytes(address);
  return !!bytes && networks.some((network) => inNetwork(bytes, network));
}

function inNetwork(bytes: AddressBytes, { bytes: base, prefix }: Network): boolean {
  if (bytes.length !== base.length) return false;
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = prefix - bit >= 8 ? 0xff : (0xff << (8 - (prefix - bit))) & 0xff;
    const i = bit / 8;
    if (((bytes[i] ?? 0) & mask) !== ((base[i] ?? 0) & mask)) return false;
  }
  return true;
}

function addressBytes(text: string): AddressBytes | undefined {
  const bare = withoutPortAndZone(text.trim());
  if (bare.includes(":")) {
    const bytes = ipv6Bytes(bare);
    // ::ffff:a.b.c.d is how a dual-stack socket shows an IPv4 client.
    const mapped = bytes?.slice(0, 12).every((b, i) => b === (i >= 10 ? 0xff : 0));
    return mapped ? bytes?.slice(12) : bytes;
  }
  return ipv4Bytes(bare);
}

/** `[::1]:443` → `::1`, `192.0.2.1:8080` → `192.0.2.1`, `fe80::1%eth0` → `fe80::1`. */
function withoutPortAndZone(text: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text);
  const address = bracketed?.[1] ?? text.replace(/^([\d.]+):\d{1,5}$/, "$1");
  return address.replace(/%.*$/, "");
}

function ipv4Bytes(text: string): AddressBytes | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : undefined;
}

function ipv6Bytes(text: string): AddressBytes | undefined {
  const halves = text.toLowerCase().split("::");
  if (halves.length > 2) return undefined;
  const groups = halves.map((half) => (half === "" ? [] : half.split(":")));
  const words = groups.map((list) => list.flatMap(ipv6Words));
  if (words.some((list) => list.includes(-1))) return undefined;
  const [head = [], tail] = words;
  const missing = 8 - head.length - (tail?.length ?? 0);
  if (tail ? missing < 1 : missing !== 0) return undefined;
  const all = [...head, ...new Array<number>(tail ? missing : 0).fill(0), ...(tail ?? [])];
  return all.flatMap((word) => [word >> 8, word & 0xff]);
}

/** A group's 16-bit words: one for `db8`, two for a trailing `192.0.2.1`; -1 for anything else. */
function ipv6Words(group: string): number[] {
  if (/^[\da-f]{1,4}$/.test(group)) return [Number.parseInt(group, 16)];
  const v4 = ipv4Bytes(group);
  return v4 ? [((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0)] : [-1];
}

function formatAddress(bytes: AddressBytes): string {
  if (bytes.length === 4) return bytes.join(".");
  const words = Array.from(
    { length: 8 },
    (_, i) => ((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0),
  );
  // RFC 5952 §4.2: the longest run of two or more zero words (the first of equal ones) becomes "::".
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let end = i;
    while (end < 8 && words[end] === 0) end++;
    if (end - i > best.length) best = { start: i, length: end - i };
    i = end === i ? i + 1 : end;
  }
  const hex = words.map((word) => word.toString(16));
  if (best.start < 0) return hex.join(":");
  const head = hex.slice(0, best.start).join(":");
  const tail = hex.slice(best.start + best.length).join(":");
  return `${head}::${tail}`;
}
