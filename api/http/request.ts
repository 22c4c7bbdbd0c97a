/**
 * What the handler reads from a request besides the body: client address, origin, site key, page.
 * Pure functions of the headers and the socket address.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import { isIP } from "node:net"
import { LIMITS } from "../contract/fields"
import type { HeaderMap } from "../contract/service"

export type { HeaderMap }

export const header = (headers: HeaderMap, name: string): string | undefined => {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** An IP address without brackets, port or IPv4-mapped prefix; null when it is not one. */
export function normalizeIp(raw: string | undefined): string | null {
  if (raw === undefined) return null
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value)
  if (v4WithPort) value = v4WithPort[1]!
  value = value.toLowerCase().replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/, "$1")
  return isIP(value) === 0 ? null : value
}

const v4 = (ip: string): number[] | null => (isIP(ip) === 4 ? ip.split(".").map(Number) : null)

export function isLoopback(ip: string): boolean {
  const octets = v4(ip)
  return octets ? octets[0] === 127 : ip === "::1"
}

/** An address as a 32- or 128-bit number, with its family. */
function ipBits(ip: string): { family: 4 | 6; value: bigint } | null {
  const octets = v4(ip)
  if (octets) return { family: 4, value: octets.reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n) }
  if (isIP(ip) !== 6) return null
  const [head = "", tail] = ip.split("::")
  const groups = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          const dotted = v4(group)
          return dotted ? [(dotted[0]! << 8) + dotted[1]!, (dotted[2]! << 8) + dotted[3]!] : [parseInt(group, 16)]
        })
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const all = [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right]
  return { family: 6, value: all.reduce((sum, group) => (sum << 16n) + BigInt(group), 0n) }
}

export interface Cidr {
  family: 4 | 6
  base: bigint
  bits: number
}

/** Which peers may set X-Forwarded-For (LEAD_TRUSTED_PROXIES, read in config.ts): none, a number of hops, or ranges. */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "cidrs"; cidrs: readonly string[] }

/** "10.0.0.0/8", "fd00::/8" or a single address ("127.0.0.1" = /32); null when it is not one. */
export function parseCidr(raw: string): Cidr | null {
  const [address = "", prefix, extra] = raw.trim().split("/")
  if (extra !== undefined) return null
  const ip = normalizeIp(address)
  const parsed = ip === null ? null : ipBits(ip)
  if (!parsed) return null
  const width = parsed.family === 4 ? 32 : 128
  const bits = prefix === undefined ? width : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1
  if (bits < 0 || bits > width) return null
  const shift = BigInt(width - bits)
  return { family: parsed.family, base: (parsed.value >> shift) << shift, bits }
}

export function inCidr(ip: string, cidr: Cidr): boolean {
  const parsed = ipBits(ip)
  if (!parsed || parsed.family !== cidr.family) return false
  const shift = BigInt((cidr.family === 4 ? 32 : 128) - cidr.bits)
  return (parsed.value >> shift) << shift === cidr.base
}

const forwardedFor = (headers: HeaderMap): string[] =>
  (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((part) => normalizeIp(part))
    .filter((ip): ip is string => ip !== null)

/**
 * The client's address. By default (LEAD_TRUSTED_PROXIES unset) no proxy is trusted: the socket's peer is
 * the client and X-Forwarded-For, which anyone can write, is ignored. With a number N, the peer and the last
 * N-1 X-Forwarded-For entries are our proxies and the entry before them is the client; with a list of
 * addresses and ranges, entries are skipped from the right while they are our proxies. Without a socket
 * (Netlify's wrapper) Netlify's own header is used, then the last X-Forwarded-For entry (Netlify's).
 */
export function clientAddress(headers: HeaderMap, socketAddress: string | undefined, trust: TrustedProxies = { kind: "none" }): string {
  const peer = normalizeIp(socketAddress)
  if (peer === null) {
    const netlify = normalizeIp(header(headers, "x-nf-client-connection-ip"))
    return netlify ?? forwardedFor(headers).at(-1) ?? "unknown"
  }
  if (trust.kind === "none") return peer
  const chain = [...forwardedFor(headers), peer]
  if (trust.kind === "hops") return chain[Math.max(0, chain.length - 1 - trust.hops)]!
  const proxies = trust.cidrs.map(parseCidr).filter((cidr): cidr is Cidr => cidr !== null)
  let index = chain.length - 1
  while (index > 0 && proxies.some((cidr) => inCidr(chain[index]!, cidr))) index -= 1
  return chain[index]!
}

/**
 * The scheme the visitor used: X-Forwarded-Proto (its first value) when the socket's peer is one of our
 * proxies, otherwise the socket's own (`encrypted`); undefined when neither is known.
 */
export function requestScheme(headers: HeaderMap, socketAddress: string | undefined, encrypted: boolean | undefined, trust: TrustedProxies): "http" | "https" | undefined {
  const peer = normalizeIp(socketAddress)
  const trusted = peer !== null && (trust.kind === "hops" || (trust.kind === "cidrs" && trust.cidrs.map(parseCidr).some((cidr) => cidr !== null && inCidr(peer, cidr))))
  const forwarded = header(headers, "x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
  if (trusted && (forwarded === "http" || forwarded === "https")) return forwarded
  return encrypted === undefined ? undefined : encrypted ? "https" : "http"
}

/** Requests from this machine itself (tests, scripts, curl on the server): loopback peer, no outside hop. */
export function isLocalRequest(headers: HeaderMap, socketAddress: string | undefined): boolean {
  const peer = normalizeIp(socketAddress)
  if (peer === null || !isLoopback(peer)) return false
  const forwarded = header(headers, "x-forwarded-for")
  if (forwarded === undefined) return true
  return forwarded.split(",").every((part) => {
    const ip = normalizeIp(part)
    return ip !== null && isLoopback(ip)
  })
}

/** The rate-limit key: an IPv4 address, or an IPv6 address's /64 (one subscriber's network). */
export function rateKey(ip: string): string {
  if (isIP(ip) !== 6) return ip
  const [head = "", tail] = ip.split("::")
  const groups = (part: string): string[] => (part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])))
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => g.padStart(4, "0"))
    .join(":")}::/64`
}

export type OriginVerdict = "match" | "mismatch" | "absent"

const sameHost = (url: URL, hostHeader: string, protocol: "http" | "https" | undefined): boolean => {
  // Where the host knows the scheme the visitor used, the page's must be the same (an https page does not
  // post to an http host, and an http Origin on an https site is not ours).
  if (protocol !== undefined && url.protocol !== `${protocol}:`) return false
  let host: URL
  try {
    host = new URL(`http://${hostHeader}`)
  } catch {
    return false
  }
  if (host.hostname !== url.hostname) return false
  // "example.com" (or ":80", which URL drops) in Host means the scheme's default port.
  return host.port === "" ? url.port === "" : (url.port || (url.protocol === "https:" ? "443" : "80")) === host.port
}

/**
 * Origin (or, without it, Referer) must be one of the site's origins or the request's own host (and scheme,
 * when the host says which one the request came by). Browsers send Origin with every POST; a request with
 * neither header is not from a browser form.
 */
export function checkOrigin(headers: HeaderMap, allowedOrigins: readonly string[], protocol?: "http" | "https"): OriginVerdict {
  const origin = header(headers, "origin")
  const source = origin !== undefined && origin !== "null" ? origin : header(headers, "referer")
  if (source === undefined || source === "") return origin === "null" ? "mismatch" : "absent"
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return "mismatch"
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "mismatch"
  if (allowedOrigins.includes(url.origin)) return "match"
  const host = header(headers, "host")
  return host !== undefined && sameHost(url, host, protocol) ? "match" : "mismatch"
}

const digest = (value: string): Buffer => createHash("sha256").update(value).digest()

/** `Authorization: Bearer <key>` equals the configured public key (compared in constant time all the same). */
export function hasSiteKey(headers: HeaderMap, key: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header(headers, "authorization") ?? "")
  return match !== null && timingSafeEqual(digest(match[1]!), digest(key))
}

const PAGE = /^\/[^\s\p{Cc}\u2028\u2029]*$/u

/** The site path the form was sent from (X-Lead-Page), or "" when missing or not a plain path. */
export function leadPage(headers: HeaderMap): string {
  const page = header(headers, "x-lead-page")?.trim() ?? ""
  return page.length <= LIMITS.page && PAGE.test(page) && !page.startsWith("//") ? page : ""
}

/** No Content-Encoding, or "identity": a compressed body is not decoded here, so it is refused (415). */
export function isIdentityEncoded(headers: HeaderMap): boolean {
  const encoding = header(headers, "content-encoding")?.trim().toLowerCase()
  return encoding === undefined || encoding === "" || encoding === "identity"
}

/** `application/json`, with or without parameters. */
export function isJson(headers: HeaderMap): boolean {
  const type = header(headers, "content-type")?.split(";")[0]?.trim().toLowerCase()
  return type === "application/json"
}
