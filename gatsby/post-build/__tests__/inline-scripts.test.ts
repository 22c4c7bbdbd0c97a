/** @jest-environment node */
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import { redirectStubHtml } from "../../lib/post-build/redirect-stub"
import { GLOBALS_SCRIPT } from "../../lib/post-build/inline-scripts"
import { cspHash } from "../../lib/post-build/security-headers"
import { secureInlineScriptFiles, secureInlineScripts } from "../inline-scripts"

const page = (body: string) => `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body>${body}</body></html>`
const LOADER = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>'
const SLICE = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>'

async function publicDir(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "inline-scripts-"))
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await fs.writeFile(path.join(dir, name), content)
  }
  return dir
}

function fakeReporter() {
  const calls = { info: [] as string[], panicOnBuild: [] as string[] }
  const reporter = {
    info: (message: string) => void calls.info.push(message),
    panicOnBuild: (message: string) => void calls.panicOnBuild.push(message),
  } as unknown as Reporter
  return { reporter, calls }
}

describe("secureInlineScriptFiles", () => {
  it("rewrites Gatsby's scripts in every page and accepts stubs, JSON-LD and fixed scripts", async () => {
    const dir = await publicDir({
      "index.html": page(LOADER + SLICE),
      "about/index.html": page(LOADER),
      "404.html": page(SLICE),
      "industries/legal/index.html": redirectStubHtml("/sectors/legal", "https://www.solvix.sg"),
      // Not pages: left alone.
      "_gatsby/slices/_gatsby-scripts-1.html": SLICE,
      "page-data/404.html/page-data.json": "{}",
    })
    const run = await secureInlineScriptFiles(dir)
    expect(run).toEqual({ pages: 4, rewritten: 4, blocked: [] })
    const about = await fs.readFile(path.join(dir, "about/index.html"), "utf8")
    expect(about).toContain(`<script id="gatsby-script-loader" data-globals='{"pagePath":"/about"}'>${GLOBALS_SCRIPT}</script>`)
    expect(await fs.readFile(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe(SLICE)
    // A second run finds nothing to change.
    expect(await secureInlineScriptFiles(dir)).toEqual({ pages: 4, rewritten: 0, blocked: [] })
    await fs.rm(dir, { recursive: true })
  })

  it("names each page, hash and script the policy would block", async () => {
    const dir = await publicDir({
      "index.html": page(`${LOADER}<script>document.documentElement.className="js"</script>`),
      "contact/index.html": page('<script type="module">import("/x.js")</script><script type="text/plain">not code</script>'),
    })
    const run = await secureInlineScriptFiles(dir)
    expect(run.rewritten).toBe(1)
    expect(run.blocked.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: "contact/index.html", hash: cspHash('import("/x.js")'), start: 'import("/x.js")' },
      { file: "index.html", hash: cspHash('document.documentElement.className="js"'), start: 'document.documentElement.className="js"' },
    ])
    await fs.rm(dir, { recursive: true })
  })
})

describe("secureInlineScripts (the onPostBuild step)", () => {
  it("fails the build when a script would be blocked, naming the file and where to allow it", async () => {
    const dir = await publicDir({ "index.html": page("<script>alert(1)</script>") })
    const { reporter, calls } = fakeReporter()
    await secureInlineScripts(dir, reporter)
    expect(calls.panicOnBuild).toHaveLength(1)
    expect(calls.panicOnBuild[0]).toContain(`public/index.html: ${cspHash("alert(1)")} "alert(1)"`)
    expect(calls.panicOnBuild[0]).toContain("gatsby/lib/post-build/security-headers.ts")
    await fs.rm(dir, { recursive: true })
  })

  it("reports the pages checked when every script is allowed", async () => {
    const dir = await publicDir({ "index.html": page(LOADER) })
    const { reporter, calls } = fakeReporter()
    await secureInlineScripts(dir, reporter)
    expect(calls.panicOnBuild).toEqual([])
    expect(calls.info).toEqual(["CSP: inline scripts allowed on 1 pages (1 of Gatsby's made fixed)"])
    await fs.rm(dir, { recursive: true })
  })
})
