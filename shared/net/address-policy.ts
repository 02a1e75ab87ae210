// Which resolved addresses an outgoing request may connect to. Range names come from ipaddr.js, so no CIDR math here.
import ipaddr from "ipaddr.js";

/** True when `address` is an IP literal (v4 or v6, brackets allowed). */
export function isIpLiteral(address: string): boolean {
  return ipaddr.isValid(stripBrackets(address));
}

/**
 * Range of an address as ipaddr.js names it, after unwrapping IPv4-mapped IPv6 (::ffff:a.b.c.d).
 * Returns "invalid" for anything that is not an IP address.
 */
export function addressRange(address: string): string {
  const raw = stripBrackets(address).replace(/%.*$/, "");
  if (!ipaddr.isValid(raw)) return "invalid";
  const parsed = ipaddr.process(raw);
  if (parsed.kind() === "ipv6") {
    // IPv4-compatible (::a.b.c.d, deprecated) still routes to the embedded v4 address on some stacks.
    const v6 = parsed as ipaddr.IPv6;
    const p = v6.parts;
    if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1)) return "ipv4Compatible";
  }
  return parsed.range();
}

/**
 * Only globally routable unicast is public. Everything else (loopback, private, link-local incl. the
 * 169.254.169.254 metadata address, CGNAT, unspecified, unique-local, multicast, reserved, NAT64/6to4/Teredo
 * that can embed a private v4) is refused unless private networking is allowed.
 */
export function isAddressAllowed(address: string, allowPrivateNetwork: boolean): boolean {
  const range = addressRange(address);
  if (range === "invalid") return false;
  if (range === "unicast") return true;
  return allowPrivateNetwork;
}

function stripBrackets(s: string): string {
  return s.startsWith("[") && s.endsWith("]") ? s.slice(1, -1) : s;
}
