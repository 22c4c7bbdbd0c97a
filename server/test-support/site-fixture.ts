/**
 * A small build for the server's tests, written inline into a temporary folder: public/ with pages, their
 * .br/.gz copies, hashed bundles, a static file, page data, a search chunk and the 404 page, and
 * dist/site.json. Plus a lead service that records what the server asks of it.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { createLeadService, type HeaderMap, type LeadHttpRequest, type LeadHttpResponse, type LeadService } from "../../api"
import { SITE_MANIFEST, type SiteManifest } from "../manifest"
import { IMMUTABLE } from "../site"

export const CSP = "default-src 'self'"

/** The manifest the fixture writes: one rule for every path, one for pagefind's hashed chunks, two redirects. */
export const FIXTURE_MANIFEST: SiteManifest = {
  headers: [
    {
      source: "/*",
      headers: [
        { key: "content-security-policy", value: CSP },
        { key: "x-content-type-options", value: "nosniff" },
      ],
    },
    { source: "/pagefind/index/*", headers: [{ key: "cache-control", value: IMMUTABLE }] },
  ],
  redirects: [
    { fromPath: "/industries/retail", toPath: "/sectors/retail" },
    { fromPath: "/industries/retail/", toPath: "/sectors/retail" },
    { fromPath: "/old-tab", toPath: "/about?tab=team" },
  ],
  publicSiteKey: "fixture-site-key",
  precompressed: { files: 3, at: "2026-01-01T00:00:00.000Z" },
}

/** Text long enough to be worth compressing, different for each file. */
const page = (title: string): string => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${"<p>Employer of record in Manila.</p>".repeat(40)}</body></html>`

export const FILES = {
  "index.html": page("Home"),
  "about/index.html": page("About"),
  "sectors/retail/index.html": page("Retail"),
  "404.html": page("Not found"),
  "app-0a1b2c3d4e5f.js": `console.log(${JSON.stringify("app ".repeat(400))})`,
  "sw.js": "self.addEventListener('fetch', () => {})",
  "static/0123456789/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "page-data/index/page-data.json": JSON.stringify({ path: "/", result: { pageContext: { title: "Home".repeat(300) } } }),
  "pagefind/index/en_0a1b2c.pf_index": "binary-ish index chunk",
  ".private": "not for visitors",
} as const

/** The files the fixture also writes as .br and .gz, like scripts/build/precompress.mjs. */
const COMPRESSED = ["index.html", "about/index.html", "404.html", "app-0a1b2c3d4e5f.js", "page-data/index/page-data.json"] as const

export interface FixtureSite {
  root: string
  /** An empty folder for a lead spool. */
  spoolDir: string
  remove(): Promise<void>
}

export async function writeFixtureSite(manifest: Partial<SiteManifest> = {}): Promise<FixtureSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), "server-site-"))
  const put = async (name: string, content: string | Buffer): Promise<void> => {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), content)
  }
  for (const [name, content] of Object.entries(FILES)) await put(`public/${name}`, content)
  for (const name of COMPRESSED) {
    await put(`public/${name}.br`, brotliCompressSync(FILES[name]))
    await put(`public/${name}.gz`, gzipSync(FILES[name]))
  }
  await put(SITE_MANIFEST, JSON.stringify({ ...FIXTURE_MANIFEST, ...manifest }))
  const spoolDir = path.join(root, "spool")
  await mkdir(spoolDir)
  return { root, spoolDir, remove: () => rm(root, { recursive: true, force: true }) }
}

export interface FakeLeadService extends LeadService {
  /** What the server called, in order: "refuseBeforeBody", "handle", "handled", "stopDeliveries", "drain". */
  calls: string[]
  requests: LeadHttpRequest[]
}

/**
 * A lead service whose configuration and refusals before the body are the real one's (createLeadService,
 * on a spool in `spoolDir`, with `env`), but whose handle() answers 200 to every request without storing anything, once `gate`
 * opens when one is given: for the server's own behaviour around it.
 */
export function fakeLeadService({ spoolDir, gate, answer, env = {} }: { spoolDir: string; gate?: Promise<void>; answer?: LeadHttpResponse; env?: Record<string, string> }): FakeLeadService {
  const real = createLeadService({ env: { LEAD_SPOOL_DIR: spoolDir, LOG_LEVEL: "silent", ...env } })
  const refuse = real.refuseBeforeBody.bind(real)
  const calls: string[] = []
  const requests: LeadHttpRequest[] = []
  return Object.assign(real, {
    calls,
    requests,
    refuseBeforeBody: (method: string, headers: HeaderMap) => {
      calls.push("refuseBeforeBody")
      return refuse(method, headers)
    },
    handle: async (request: LeadHttpRequest) => {
      calls.push("handle")
      requests.push(request)
      await gate
      calls.push("handled")
      return answer ?? { status: 200, headers: { "Cache-Control": "no-store" }, body: { ok: true as const } }
    },
    stopDeliveries: () => void calls.push("stopDeliveries"),
    drain: async () => {
      calls.push("drain")
      return { finished: 0, returned: 0, timedOut: false, waiting: { pending: 0, inDoubt: 0, sending: 0, sent: 0, failed: 0 } }
    },
  })
}
