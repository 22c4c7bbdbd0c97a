/** @jest-environment node */
import { execFile } from "node:child_process"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"

const SCRIPT = path.join(__dirname, "..", "check-links.mjs")
const CANONICAL = "https://www.example.test"

/** A tiny site: every path in `site` answers 200 with its HTML; anything else is a 404. */
function serve(site: Record<string, string>): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = []
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname
    hits.push(pathname)
    const body = site[pathname]
    if (body === undefined) {
      res.writeHead(404, { "content-type": "text/html" }).end("<!DOCTYPE html><title>Not found</title>")
      return
    }
    const type = pathname.endsWith(".png") ? "image/png" : pathname.endsWith(".css") ? "text/css" : "text/html"
    res.writeHead(200, { "content-type": type }).end(body)
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((done) => server.close(() => done())) })
    }),
  )
}

const page = (canonicalPath: string, body: string) => `<!DOCTYPE html><html><head><title>t</title><link rel="canonical" href="${CANONICAL}${canonicalPath}"><link rel="stylesheet" href="/site.css"></head><body>${body}</body></html>`

function run(url: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, "--url", url], { timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
    })
  })
}

describe("scripts/check/check-links.mjs", () => {
  const good = {
    "/": page(
      "/",
      '<a href="/about">About</a> <a href="/about#team">Team</a> <img src="/logo.png" alt=""> <a href="mailto:hi@example.test">Mail</a> <a href="tel:+6560000000">Call</a> <a href="https://elsewhere.example/x">Out</a> <form action="/api/send-contact-email"></form> <a href="/api/send-contact-email">API</a>',
    ),
    "/about": page("/about", `<h2 id="team">Team</h2><a href="${CANONICAL}/">Home, absolute</a>`),
    "/logo.png": "png",
    "/site.css": "body { background: url(/logo.png) }",
  }

  it("passes a site whose internal links, images, styles and fragments all resolve, and stays on its own origin", async () => {
    const site = await serve(good)
    try {
      const result = await run(site.url)
      expect(result.stderr).toBe("")
      expect(result.code).toBe(0)
      expect(result.stdout).toMatch(/check:links: 2 pages crawled/)
      expect(site.hits).not.toContain("/api/send-contact-email")
    } finally {
      await site.close()
    }
  }, 90_000)

  it("fails on a broken link, image, fragment or canonical-origin URL, naming the page that links to it", async () => {
    const site = await serve({
      ...good,
      "/about": page("/about", `<a href="/gone">Gone</a> <img src="/missing.png" alt=""> <a href="/#nowhere">Top</a> <a href="${CANONICAL}/old-page">Old</a>`),
    })
    try {
      const result = await run(site.url)
      expect(result.code).toBe(1)
      for (const broken of ["/gone  [404", "/missing.png  [404", "/old-page  [404", "#nowhere"]) expect(result.stderr).toContain(broken)
      expect(result.stderr).toContain("linked from /about")
    } finally {
      await site.close()
    }
  }, 90_000)
})
