import { isIPv4, isIPv6 } from "node:net";

/**
 * TRUST_PROXY's list form: each entry an IPv4 or IPv6 address, optionally with a prefix
 * length, narrow enough to name proxies. A range as wide as the internet (0.0.0.0/1 and
 * 128.0.0.0/1 together, say) trusts every hop exactly like `true`: a visitor could then
 * write their own rate-limit address in X-Forwarded-For. So an entry wider than /8
 * (IPv4) or /16 (IPv6, besides the private fc00::/7) is refused, and so is a list whose
 * IPv4 ranges add up to more than two /8s (the private ranges together are less).
 */
export const minIpv4Prefix = 8;
export const minIpv6Prefix = 16;
const maxIpv4Addresses = 2 * 2 ** (32 - minIpv4Prefix);

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail, if any). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d): proxy-addr matches IPv4 clients against it. */
function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

/** The entries, or the first problem (a sentence for the error message naming the variable). */
export function parseTrustProxyList(text: string): { list: string[] } | { problem: string } {
  const list = text.split(",").map((item) => item.trim());
  let ipv4Addresses = 0;
  for (const entry of list) {
    const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry);
    const address = match?.[1] ?? "";
    const prefixText = match?.[2];
    const v4 = isIPv4(address);
    if (!match || (!v4 && !isIPv6(address)))
      return {
        problem: `"${entry.slice(0, 60)}" is not an IP address or CIDR range (give addresses such as 10.0.0.2 or 10.0.0.0/24, or a hop count)`,
      };
    const bits = v4 ? 32 : 128;
    const prefix = prefixText === undefined ? bits : Number(prefixText);
    if (prefix > bits) return { problem: `"${entry}" has a prefix longer than /${bits}` };
    const groups = v4 ? [] : ipv6Groups(address);
    // An IPv4-mapped IPv6 range covers IPv4 clients: judge it as the IPv4 range it is.
    const asIpv4Prefix = v4 ? prefix : isIpv4Mapped(groups) && prefix >= 96 ? prefix - 96 : null;
    const tooWide =
      asIpv4Prefix !== null
        ? asIpv4Prefix < minIpv4Prefix
        : prefix < minIpv6Prefix && !(prefix >= 7 && (groups[0]! & 0xfe00) === 0xfc00);
    if (tooWide)
      return {
        problem: `"${entry}" is too wide a range (wider than /${asIpv4Prefix !== null ? minIpv4Prefix : minIpv6Prefix}): it would trust X-Forwarded-For from almost anyone, as true would; list your proxies' own addresses or ranges`,
      };
    if (asIpv4Prefix !== null) ipv4Addresses += 2 ** (32 - asIpv4Prefix);
  }
  if (ipv4Addresses > maxIpv4Addresses)
    return {
      problem: `its IPv4 ranges cover ${ipv4Addresses.toLocaleString("en")} addresses together, more than ${maxIpv4Addresses.toLocaleString("en")}: that trusts X-Forwarded-For from almost anyone, as true would; list your proxies' own addresses or ranges`,
    };
  return { list };
}
