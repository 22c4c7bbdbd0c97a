/** @jest-environment node */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { inlineScripts } from "../inline-scripts"
import { contentSecurityPolicy, cspHash, extraFrameAncestors, headerRules, INLINE_SCRIPTS, PERMISSIONS_POLICY, securityHeaders } from "../security-headers"

// gatsby-plugin-image's SSR API, as Gatsby calls it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's gatsby-ssr file has no type declarations to import with
const imageSsr = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody: (args: { setHeadComponents: (c: React.ReactElement[]) => void }) => void }

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )

describe("security headers", () => {
  it("pins the hashes of the inline scripts the installed gatsby-plugin-image writes", () => {
    let head: React.ReactElement[] = []
    imageSsr.onRenderBody({ setHeadComponents: (components) => (head = components) })
    const headScripts = head.filter((c) => c.type === "script").map((c) => (c.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html)
    expect(headScripts.map(cspHash)).toEqual([INLINE_SCRIPTS.imageLoaded])

    const image: IGatsbyImageData = { layout: "constrained", width: 100, height: 50, images: { fallback: { src: "/a.jpg" }, sources: [] } }
    const html = renderToStaticMarkup(React.createElement(GatsbyImage, { image, alt: "" }))
    const scripts = inlineScripts(html).filter((s) => s.executable)
    expect(scripts.map((s) => cspHash(s.text))).toEqual([INLINE_SCRIPTS.imageLazyLoad])
  })

  it("allows inline scripts only by hash, styles inline, images from data: URLs, nothing from elsewhere", () => {
    const csp = directives(contentSecurityPolicy())
    expect(csp.get("default-src")).toEqual(["'self'"])
    expect(csp.get("script-src")).toEqual(["'self'", ...Object.values(INLINE_SCRIPTS), "'wasm-unsafe-eval'"])
    expect(csp.get("script-src")?.every((s) => /^'(self|wasm-unsafe-eval|sha256-[A-Za-z0-9+/]{43}=)'$/.test(s))).toBe(true)
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get("img-src")).toEqual(["'self'", "data:"])
    for (const name of ["font-src", "connect-src", "base-uri", "form-action"]) expect(csp.get(name)).toEqual(["'self'"])
    expect(csp.get("object-src")).toEqual(["'none'"])
    expect(csp.get("frame-ancestors")).toEqual(["'self'", "https://app.netlify.com"])
    expect(csp.get("upgrade-insecure-requests")).toEqual([])
  })

  it("adds frame ancestors named at build time, and refuses anything but https origins", () => {
    expect(extraFrameAncestors(undefined)).toEqual([])
    expect(extraFrameAncestors(" https://editor.solvix.sg, https://*.preview.solvix.sg  https://cms.example.com:8443 ")).toEqual(["https://editor.solvix.sg", "https://*.preview.solvix.sg", "https://cms.example.com:8443"])
    const frames = directives(securityHeaders({ CSP_FRAME_ANCESTORS: "https://editor.solvix.sg" })[0]!.value).get("frame-ancestors")
    expect(frames).toEqual(["'self'", "https://app.netlify.com", "https://editor.solvix.sg"])
    for (const bad of ["http://editor.solvix.sg", "*", "https://*", "https://*--solvix.netlify.app", "https://a.b/path", "'unsafe-inline'", "https://x.com;script-src"]) {
      expect(() => extraFrameAncestors(bad)).toThrow(/CSP_FRAME_ANCESTORS/)
    }
  })

  it("sends HSTS, nosniff, a referrer policy and a permissions policy, under Gatsby's lower-case keys", () => {
    const headers = new Map(securityHeaders({}).map((h) => [h.key, h.value]))
    expect([...headers.keys()]).toEqual(["content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy"])
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("referrer-policy")).toBe("same-origin")
    expect(PERMISSIONS_POLICY).toMatch(/^([a-z-]+=\(\))(, [a-z-]+=\(\))+$/)
    expect(PERMISSIONS_POLICY).toContain("camera=()")
    expect(PERMISSIONS_POLICY).toContain("geolocation=()")
  })

  it("gives gatsby-config one rule for every path, immutable caching for pagefind's hashed files and the calendars' type", () => {
    const rules = headerRules({})
    expect(rules.map((r) => r.source)).toEqual(["/*", "/pagefind/fragment/*", "/pagefind/index/*", "/resources/public-holidays/feeds/*"])
    expect(rules[0]!.headers).toEqual(securityHeaders({}))
    expect(rules[1]!.headers).toEqual([{ key: "cache-control", value: "public, max-age=31536000, immutable" }])
    expect(rules[3]!.headers).toEqual([{ key: "content-type", value: "text/calendar; charset=utf-8" }])
  })
})
