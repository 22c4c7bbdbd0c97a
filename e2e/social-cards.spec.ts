import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./fixtures"
import { plannedPages } from "./helpers"

/**
 * Every built page names its social card, and the card exists: a 1200 × 630 PNG with its size and a
 * description in the head. The pages are the HTML files of public/ (redirect stubs left out), so a page
 * added without a card fails here.
 */

const PUBLIC = path.resolve("public")
const SKIP_DIRS = new Set(["page-data", "pagefind", "static", "og", "_gatsby", "~partytown"])

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return dir === PUBLIC && SKIP_DIRS.has(entry.name) ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

/** The URL path of each built page: public/index.html → /, public/a/b/index.html → /a/b, public/404.html → /404.html. */
function builtPages(): string[] {
  if (!fs.existsSync(PUBLIC)) throw new Error("public/ is missing: build the site first (npx gatsby build)")
  return htmlFiles(PUBLIC)
    .filter((file) => !/<meta[^>]+http-equiv="refresh"/i.test(fs.readFileSync(file, "utf8")))
    .map((file) => {
      const rel = path.relative(PUBLIC, file).split(path.sep).join("/")
      if (rel === "index.html") return "/"
      return rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`
    })
    .sort()
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** The head's meta tags, keyed by property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase() ?? "", decode(m[2] ?? "")]))
    const key = attrs.get("property") ?? attrs.get("name")
    const content = attrs.get("content")
    if (key && content !== undefined && !tags.has(key)) tags.set(key, content)
  }
  return tags
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const pages = builtPages()

test.describe("social cards", () => {
  test("the list of built pages is complete enough to mean something", () => {
    expect(pages).toContain("/")
    expect(pages).toContain("/404.html")
    expect(pages.filter((p) => p.startsWith("/resources/blog/") && !p.includes("/page/") && !p.includes("/category/"))).toHaveLength(plannedPages("article").length)
  })

  for (const pagePath of pages) {
    test(`${pagePath} has a 1200 × 630 card`, async ({ request }) => {
      const response = await request.get(pagePath)
      if (!pagePath.startsWith("/404")) expect(response.status()).toBe(200)
      const meta = metaTags(await response.text())

      const image = meta.get("og:image")
      expect(image, "og:image").toBeTruthy()
      const imageUrl = new URL(image ?? "")
      expect(imageUrl.pathname).toMatch(/^\/og\/.+\.png$/)
      if (pagePath.startsWith("/404")) expect(imageUrl.pathname).toBe("/og/404.png")
      expect(meta.get("og:image:width")).toBe("1200")
      expect(meta.get("og:image:height")).toBe("630")
      expect(meta.get("og:image:alt")?.trim().length ?? 0).toBeGreaterThan(3)
      expect(meta.get("twitter:card")).toBe("summary_large_image")
      expect(meta.get("twitter:image")).toBe(image)
      expect(meta.get("twitter:image:alt")).toBe(meta.get("og:image:alt"))

      // The card's URL is absolute on the production host; fetch the same path from the server under test.
      const card = await request.get(imageUrl.pathname)
      expect(card.status(), `GET ${imageUrl.pathname}`).toBe(200)
      expect(card.headers()["content-type"]).toContain("image/png")
      expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 })
    })
  }

  test("a missing page shows the generic card", async ({ request }) => {
    const response = await request.get("/no-such-page-here")
    expect(response.status()).toBe(404)
    const image = metaTags(await response.text()).get("og:image") ?? ""
    expect(new URL(image).pathname).toBe("/og/404.png")
    const card = await request.get("/og/404.png")
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 })
  })
})
