/**
 * What the handler reads from a request besides the body: client address, origin, site key, page.
 * Pure functions of the headers and the socket address.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import { isIP } from "node:net"
import proxyaddr from "proxy-addr"
import { LIMITS } from "../contract/fields"
import type { HeaderMap, TrustedProxies } from "../contract/settings"

export type { HeaderMap, TrustedProxies } from "../contract/settings"

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

/**
 * "10.0.0.0/8", "fd00::/8" or a single address ("127.0.0.1" = /32), as LEAD_TRUSTED_PROXIES writes them.
 * proxy-addr reads more forms (netmasks, "loopback", short IPv4 such as "10.0.0"); only these are taken.
 */
export function isProxyRange(raw: string): boolean {
  const [address = "", prefix, extra] = raw.trim().split("/")
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/** A range as proxy-addr takes it: it refuses a /0, which is its family's two halves. */
const proxyAddrRanges = (range: string): string[] => {
  const [address = "", prefix] = range.trim().split("/")
  if (prefix === undefined || Number(prefix) !== 0) return [range.trim()]
  return isIP(address) === 4 ? ["0.0.0.0/1", "128.0.0.0/1"] : ["::/1", "8000::/1"]
}

/** Whether the address `hop` steps from the socket (0 = the peer) is one of our proxies (proxy-addr's trust). */
export type ProxyTrust = (address: string, hop: number) => boolean

const trustNone: ProxyTrust = () => false

/** proxy-addr's trust function for a TrustedProxies: none, the first N hops whatever their address, or the ranges. */
export function proxyTrust(trust: TrustedProxies): ProxyTrust {
  if (trust.kind === "hops") return (_address, hop) => hop < trust.hops
  if (trust.kind === "cidrs") {
    const ranges = trust.cidrs.filter(isProxyRange).flatMap(proxyAddrRanges)
    return ranges.length === 0 ? trustNone : proxyaddr.compile(ranges)
  }
  return trustNone
}

/**
 * The request as proxy-addr reads it (of a Node request, only these two: the socket's peer and the
 * X-Forwarded-For header). A repeated header is joined in order, as Node joins it: its first line alone is
 * the one the client wrote, when a proxy adds its own line instead of appending to it.
 */
const forwardedRequest = (headers: HeaderMap, socketAddress: string | undefined): IncomingMessage => {
  const value = headers["x-forwarded-for"]
  const forwardedFor = Array.isArray(value) ? value.join(", ") : (value ?? "")
  return { headers: { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: socketAddress } } as unknown as IncomingMessage
}

/**
 * The client's address. By default (LEAD_TRUSTED_PROXIES unset) no proxy is trusted: the socket's peer is
 * the client and X-Forwarded-For, which anyone can write, is ignored. With a number N, the peer and the last
 * N-1 X-Forwarded-For entries are our proxies and the entry before them is the client; with a list of
 * addresses and ranges, entries are skipped from the right while they are our proxies (proxy-addr). When the
 * entry so found is not an address (a proxy that wrote "unknown"), the nearest address to its right is taken,
 * one of our proxies, never an entry further left, which the client wrote. Without a socket (Netlify's
 * wrapper) Netlify's own header is used, then the last X-Forwarded-For entry (Netlify's).
 */
export function clientAddress(headers: HeaderMap, socketAddress: string | undefined, trust: TrustedProxies = { kind: "none" }): string {
  const peer = normalizeIp(socketAddress)
  if (peer === null) {
    const netlify = normalizeIp(header(headers, "x-nf-client-connection-ip"))
    return netlify ?? normalizeIp(proxyaddr.all(forwardedRequest(headers, undefined))[1]) ?? "unknown"
  }
  if (trust.kind === "none") return peer
  const chain = proxyaddr.all(forwardedRequest(headers, socketAddress), proxyTrust(trust))
  for (let index = chain.length - 1; index > 0; index -= 1) {
    const ip = normalizeIp(chain[index])
    if (ip !== null) return ip
  }
  return peer
}

/**
 * The scheme the visitor used: X-Forwarded-Proto (its first value) when the socket's peer is one of our
 * proxies, otherwise the socket's own (`encrypted`); undefined when neither is known.
 */
export function requestScheme(headers: HeaderMap, socketAddress: string | undefined, encrypted: boolean | undefined, trust: TrustedProxies): "http" | "https" | undefined {
  const peer = normalizeIp(socketAddress)
  const trusted = peer !== null && proxyTrust(trust)(peer, 0)
  const forwarded = header(headers, "x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
  if (trusted && (forwarded === "http" || forwarded === "https")) return forwarded
  return encrypted === undefined ? undefined : encrypted ? "https" : "http"
}

/** Requests from this machine itself (tests, scripts, curl on the server): loopback peer, no outside hop. */
export function isLocalRequest(headers: HeaderMap, socketAddress: string | undefined): boolean {
  const peer = normalizeIp(socketAddress)
  if (peer === null || !isLoopback(peer)) return false
  return proxyaddr.all(forwardedRequest(headers, socketAddress)).every((address) => {
    const ip = normalizeIp(address)
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
