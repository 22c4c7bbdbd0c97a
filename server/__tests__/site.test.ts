/** @jest-environment node */
import { Writable } from "node:stream"
import { createLogger, leadLogger, logLevel } from "../log"
import { cacheControl, headersFor, IMMUTABLE, parseManifest, redirectLocation, redirectMap, REVALIDATE } from "../site"

describe("parseManifest", () => {
  const good = { headers: [{ source: "/*", headers: [{ key: "x-a", value: "1" }] }], redirects: [{ fromPath: "/a", toPath: "/b" }], publicSiteKey: "k", precompressed: { files: 2, at: "2026-01-01T00:00:00.000Z" } }

  it("reads a manifest as the build writes it; `precompressed` absent is null", () => {
    expect(parseManifest(JSON.stringify(good), "site.json")).toEqual(good)
    const { precompressed: _dropped, ...withoutCopies } = good
    expect(parseManifest(JSON.stringify(withoutCopies), "site.json").precompressed).toBeNull()
  })

  it.each([
    ["not JSON", "{", /site\.json: not JSON/],
    ["a list", "[]", /not an object/],
    ["headers without values", JSON.stringify({ ...good, headers: [{ source: "/*", headers: [{ key: "x-a" }] }] }), /`headers` is not a list/],
    ["a redirect without target", JSON.stringify({ ...good, redirects: [{ fromPath: "/a" }] }), /`redirects` is not a list/],
    ["a numeric site key", JSON.stringify({ ...good, publicSiteKey: 5 }), /`publicSiteKey`/],
    ["a record of copies without a date", JSON.stringify({ ...good, precompressed: { files: 2 } }), /`precompressed`/],
  ])("%s: refused, naming the file, the field and the fix", (_name, json, message) => {
    expect(() => parseManifest(json, "dist/site.json")).toThrow(message)
    expect(() => parseManifest(json, "dist/site.json")).toThrow(/dist\/site\.json: .*run `npm run build`/)
  })
})

describe("headersFor", () => {
  const rules = [
    {
      source: "/*",
      headers: [
        { key: "Cache-Control", value: "a" },
        { key: "x-frame", value: "f" },
      ],
    },
    { source: "/pagefind/index/*", headers: [{ key: "cache-control", value: "b" }] },
    { source: "/exact", headers: [{ key: "x-exact", value: "e" }] },
  ]
  it.each([
    ["/", { "cache-control": "a", "x-frame": "f" }],
    ["/pagefind/index/x.pf", { "cache-control": "b", "x-frame": "f" }],
    ["/pagefind/other", { "cache-control": "a", "x-frame": "f" }],
    ["/exact", { "cache-control": "a", "x-frame": "f", "x-exact": "e" }],
    ["/exact/more", { "cache-control": "a", "x-frame": "f" }],
  ])("%s: later rules win, names in lower case", (pathname, headers) => {
    expect(headersFor(rules, pathname)).toEqual(headers)
  })
})

describe("redirects", () => {
  it("keys a redirect by its path without the trailing slash; leaves out splats and parameters", () => {
    const map = redirectMap([
      { fromPath: "/a/", toPath: "/b" },
      { fromPath: "/blog/*", toPath: "/news" },
      { fromPath: "/user/:id", toPath: "/people" },
    ])
    expect([...map]).toEqual([["/a", "/b"]])
  })

  it.each([
    ["/b", "", "/b"],
    ["/b", "x=1&y=2", "/b?x=1&y=2"],
    ["/b?tab=2", "x=1", "/b?tab=2&x=1"],
  ])("%s with query %j → %s", (target, query, location) => {
    expect(redirectLocation(target, query)).toBe(location)
  })
})

describe("cacheControl", () => {
  it.each([
    ["app-0a1b2c.js", IMMUTABLE],
    ["app-0a1b2c.js.br", IMMUTABLE],
    ["styles.0a1b2c.css.gz", IMMUTABLE],
    ["static/0123/photo.webp", IMMUTABLE],
    ["sw.js", REVALIDATE],
    ["sw.js.br", REVALIDATE],
    ["about/index.html", REVALIDATE],
    ["page-data/app-data.json", REVALIDATE],
    ["pagefind/pagefind.js", REVALIDATE],
  ])("%s: %s", (file, value) => {
    expect(cacheControl(file)).toBe(value)
  })
})

describe("logs", () => {
  it.each([
    [undefined, "info"],
    ["", "info"],
    [" WARN ", "warn"],
    ["silent", "silent"],
  ])("LOG_LEVEL %j → %s", (raw, level) => {
    expect(logLevel(raw)).toBe(level)
  })

  it("LOG_LEVEL that pino does not have is refused, naming it", () => {
    expect(() => logLevel("verbose")).toThrow(/LOG_LEVEL must be one of .*; it is "verbose"/)
  })

  it("the server's lines and the lead service's: one JSON object each, named fields, the level as a word", () => {
    const lines: string[] = []
    const logger = createLogger("info", new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }))
    logger.info({ port: 9000 }, "started")
    leadLogger(logger)("warn", "lead.rate_limited", { client: "abc" })
    leadLogger(logger)("debug", "lead.below_level", {})
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries).toEqual([
      expect.objectContaining({ level: "info", msg: "started", port: 9000, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }),
      expect.objectContaining({ level: "warn", event: "lead.rate_limited", client: "abc" }),
    ])
    for (const entry of entries) expect(Object.keys(entry).filter((key) => /^\d+$/.test(key))).toEqual([])
  })
})
