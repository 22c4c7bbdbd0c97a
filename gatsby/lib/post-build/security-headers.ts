/**
 * The HTTP headers every response of the production host carries, in one place: gatsby-config's `headers`
 * (written to `public/_headers` by gatsby-adapter-netlify), e2e/csp.spec.ts (which applies them to
 * `gatsby serve`, which ignores `headers`) and scripts/check/check-netlify.mjs read them from here.
 *
 * One policy for every path: Gatsby navigates inside the first document it loads, so a page reached by a
 * link runs under the policy of the page the visitor entered on. A stricter policy on some paths would
 * only make features depend on where the visit began.
 *
 * Why each source is allowed:
 * - script-src: the site's own files; inline scripts only by hash, each one a fixed text (INLINE_SCRIPTS).
 *   'wasm-unsafe-eval' lets the search page's pagefind compile its WebAssembly (not JavaScript eval).
 * - style-src 'unsafe-inline': Emotion writes `<style>` elements into the HTML and inserts more at run
 *   time, and React, Emotion and gatsby-plugin-image set `style` attributes; hashes cannot cover those.
 * - img-src data:: gatsby-plugin-image's placeholders and CSS icons are data: URLs.
 * - frame-ancestors: the site itself and the preview or editor hosts (docs/behaviour.md, "Presentation
 *   modes and framing"): Netlify's app, whose visual editor frames deploy previews, and any origins named
 *   at build time in CSP_FRAME_ANCESTORS. A deploy preview is a site of its own origin, so 'self' covers it framing
 *   itself. CSP cannot say "every deploy preview of this site" (`*--solvix.netlify.app` is not valid
 *   syntax, and `*.netlify.app` would let every Netlify site frame this one).
 */
import { createHash } from "node:crypto"
import { BUNDLE_LOADER_SCRIPT, GLOBALS_SCRIPT } from "./inline-scripts"
import { REDIRECT_SCRIPT } from "./redirect-stub"
import { PUBLIC_HOLIDAYS_PATH } from "../../../src/data/public-holidays"

export interface Header {
  key: string
  value: string
}

export interface HeaderRule {
  source: string
  headers: Header[]
}

/** The CSP source expression of an inline script: the SHA-256 of its exact text. */
export const cspHash = (script: string): string => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`

/**
 * Every inline script the built pages may hold. The build checks each page against this list
 * (gatsby/post-build/inline-scripts.ts) and names any other inline script with its hash.
 */
export const INLINE_SCRIPTS = {
  /** Gatsby's page and build globals, rewritten into one fixed text (gatsby/lib/post-build/inline-scripts.ts). */
  gatsbyGlobals: cspHash(GLOBALS_SCRIPT),
  /** Loads Gatsby's bundles after the first paint (gatsby/lib/post-build/inline-scripts.ts, deferBundleScripts). */
  bundleLoader: cspHash(BUNDLE_LOADER_SCRIPT),
  /** The redirect stubs left at old paths (gatsby/lib/post-build/redirect-stub.ts). */
  redirectStub: cspHash(REDIRECT_SCRIPT),
  /**
   * gatsby-plugin-image 3.16: the module script its onRenderBody puts in every page's head (shows an image
   * once it has loaded, before React starts), and the one each GatsbyImage renders (starts native lazy
   * loading). Both are fixed texts of the plugin; __tests__/security-headers.test.ts recomputes them from
   * the installed plugin, so an upgrade that changes them fails there first.
   */
  imageLoaded: "'sha256-v1oYH69RcooFs6F5XhMTzHiWlftYwnuQHDxIz0suNeo='",
  imageLazyLoad: "'sha256-yZFBBEAhVR7+Ftx72ma6BMxZ0sAlz7DrJpEQjM6yvdk='",
} as const

/** The host whose visual editor frames the site (deploy previews of it included). */
export const NETLIFY_APP_ORIGIN = "https://app.netlify.com"

const FRAME_SOURCE = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/

/**
 * The origins allowed to frame the site besides 'self' and Netlify's app: CSP_FRAME_ANCESTORS, origins
 * separated by spaces or commas, each `https://host[:port]` or `https://*.domain`. Throws on anything else,
 * so a typo fails the build instead of silently dropping a directive.
 */
export function extraFrameAncestors(raw: string | undefined): string[] {
  const origins = (raw ?? "").split(/[\s,]+/).filter(Boolean)
  const bad = origins.filter((origin) => !FRAME_SOURCE.test(origin.toLowerCase()))
  if (bad.length > 0) {
    throw new Error(`CSP_FRAME_ANCESTORS must list https origins like https://editor.example.com or https://*.example.com; not: ${bad.join(", ")}`)
  }
  return origins.map((origin) => origin.toLowerCase())
}

/**
 * The booking page (content/site.yaml `bookingUrl`) opens as a plain link in a new tab (src/components/talk-link.tsx):
 * a navigation, which no directive governs, so the policy names no booking origin. Nothing of another site is framed
 * (default-src 'self' covers frames); a booking widget in a dialog would need `frame-src` for exactly its origin.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[] = []): string {
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...Object.values(INLINE_SCRIPTS), "'wasm-unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'", NETLIFY_APP_ORIGIN, ...frameAncestors],
    ["upgrade-insecure-requests"],
  ]
  return directives.map((directive) => directive.join(" ")).join("; ")
}

/** Powerful features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = ["accelerometer", "browsing-topics", "camera", "display-capture", "geolocation", "gyroscope", "hid", "magnetometer", "microphone", "midi", "payment", "serial", "usb"].map((feature) => `${feature}=()`).join(", ")

/**
 * The headers of every response. Keys are lower case like Gatsby's own defaults, so that a value equal to
 * one of them (nosniff, same-origin) is written once for `/*` instead of again for every path.
 */
export function securityHeaders(env: Readonly<Record<string, string | undefined>>): Header[] {
  return [
    { key: "content-security-policy", value: contentSecurityPolicy(extraFrameAncestors(env["CSP_FRAME_ANCESTORS"])) },
    { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains" },
    { key: "x-content-type-options", value: "nosniff" },
    { key: "referrer-policy", value: "same-origin" },
    { key: "permissions-policy", value: PERMISSIONS_POLICY },
  ]
}

export const IMMUTABLE: Header = { key: "cache-control", value: "public, max-age=31536000, immutable" }

/**
 * Files named by a hash of their content besides the ones the adapter already caches for ever (webpack's
 * bundles and everything under /static/): pagefind's index chunks and excerpt fragments.
 */
export const HASHED_PATHS = ["/pagefind/fragment/*", "/pagefind/index/*"] as const

/**
 * The holiday calendars' feeds (gatsby/post-build/holiday-feeds.ts): named as a calendar whatever the host's own
 * table of file types says, so a calendar app subscribing to them (webcal:) gets `text/calendar`, as RFC 5545 asks.
 */
export const CALENDAR_FEEDS: HeaderRule = { source: `${PUBLIC_HOLIDAYS_PATH}/feeds/*`, headers: [{ key: "content-type", value: "text/calendar; charset=utf-8" }] }

/** gatsby-config's `headers`. */
export function headerRules(env: Readonly<Record<string, string | undefined>>): HeaderRule[] {
  return [{ source: "/*", headers: securityHeaders(env) }, ...HASHED_PATHS.map((source) => ({ source, headers: [IMMUTABLE] })), CALENDAR_FEEDS]
}
