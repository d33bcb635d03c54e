import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** The IPv4 address an IPv6 address carries (mapped, translated, NAT64 /96 or 6to4), or null when it carries none. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const range = v6.range();
  const last32 = () => new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
  if (range === "ipv4Mapped" || range === "rfc6145") return last32();
  // NAT64 well-known prefix 64:ff9b::/96 (the 64:ff9b:1::/48 local-use prefix carries no address we can vouch for)
  if (range === "rfc6052" && p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return last32();
  if (range === "6to4") return new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]);
  return null;
}

/**
 * True for every address that is not plain public unicast: loopback, private, link-local, unique-local, carrier-grade
 * NAT, multicast, broadcast, reserved and benchmarking blocks, and IPv6 forms that carry such an IPv4 address
 * (`::ffff:127.0.0.1`, `::7f00:1`, `64:ff9b::7f00:1`, `2002:7f00:1::`). Anything that does not parse is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  } catch {
    return true;
  }
  if (parsed.kind() === "ipv4") return parsed.range() !== "unicast";
  const v6 = parsed as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (inner) return inner.range() !== "unicast";
  // ::/96 is the deprecated IPv4-compatible block (::7f00:1 is 127.0.0.1 to some stacks)
  if (v6.parts.slice(0, 6).every((x) => x === 0)) return true;
  return v6.range() !== "unicast";
}

/** True when a host name is an IP literal (with or without IPv6 brackets). */
export function isIpLiteral(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, "")) !== 0;
}
