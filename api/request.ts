/**
 * What the handler reads from a request besides the body: client address, origin, site key, page.
 * Pure functions of the headers and the socket address.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import { isIP } from "node:net"
import { LIMITS } from "./contact-fields"

export type HeaderMap = Readonly<Record<string, string | string[] | undefined>>

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

/** Loopback, private, link-local and unique-local addresses: the peer is then a proxy of ours. */
export function isPrivate(ip: string): boolean {
  if (isLoopback(ip)) return true
  const octets = v4(ip)
  if (octets) {
    const [a = 0, b = 0] = octets
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  }
  return /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip)
}

const forwardedFor = (headers: HeaderMap): string[] =>
  (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((part) => normalizeIp(part))
    .filter((ip): ip is string => ip !== null)

/**
 * The client's address. A peer on a public address is the client itself (anything it says in
 * X-Forwarded-For is its own word, so it is ignored). A private peer is our proxy: the client is the last
 * X-Forwarded-For entry, the one that proxy appended. Without a socket (Netlify's wrapper) Netlify's own
 * header is used, then X-Forwarded-For.
 */
export function clientAddress(headers: HeaderMap, socketAddress: string | undefined): string {
  const peer = normalizeIp(socketAddress)
  if (peer !== null && !isPrivate(peer)) return peer
  if (peer === null) {
    const netlify = normalizeIp(header(headers, "x-nf-client-connection-ip"))
    if (netlify !== null) return netlify
  }
  return forwardedFor(headers).at(-1) ?? peer ?? "unknown"
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

const sameHost = (url: URL, hostHeader: string): boolean => {
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
 * Origin (or, without it, Referer) must be one of the site's origins or the request's own host. Browsers
 * send Origin with every POST; a request with neither header is not from a browser form.
 */
export function checkOrigin(headers: HeaderMap, allowedOrigins: readonly string[]): OriginVerdict {
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
  return host !== undefined && sameHost(url, host) ? "match" : "mismatch"
}

const digest = (value: string): Buffer => createHash("sha256").update(value).digest()

/** `Authorization: Bearer <key>` equals the configured public key (compared in constant time all the same). */
export function hasSiteKey(headers: HeaderMap, key: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header(headers, "authorization") ?? "")
  return match !== null && timingSafeEqual(digest(match[1]!), digest(key))
}

const PAGE = /^\/[^\s\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/

/** The site path the form was sent from (X-Lead-Page), or "" when missing or not a plain path. */
export function leadPage(headers: HeaderMap): string {
  const page = header(headers, "x-lead-page")?.trim() ?? ""
  return page.length <= LIMITS.page && PAGE.test(page) && !page.startsWith("//") ? page : ""
}

/** `application/json`, with or without parameters. */
export function isJson(headers: HeaderMap): boolean {
  const type = header(headers, "content-type")?.split(";")[0]?.trim().toLowerCase()
  return type === "application/json"
}
