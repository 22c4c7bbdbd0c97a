import fs from "node:fs/promises"
import path from "node:path"
import type { Reporter } from "gatsby"
import { deferBundleScripts, inlineScripts, stabilizeGatsbyGlobals } from "../lib/post-build/inline-scripts"
import { cspHash, INLINE_SCRIPTS } from "../lib/post-build/security-headers"

/** Folders of public/ that hold no pages (fragments, data, bundles, the search index). */
const NOT_PAGES = new Set(["page-data", "_gatsby", "static", "pagefind", "~partytown"])

async function htmlFiles(dir: string, top = true): Promise<string[]> {
  const files: string[] = []
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!(top && NOT_PAGES.has(entry.name))) files.push(...(await htmlFiles(full, false)))
    } else if (entry.isFile() && entry.name.endsWith(".html")) {
      files.push(full)
    }
  }
  return files
}

export interface BlockedScript {
  file: string
  hash: string
  start: string
}

export interface InlineScriptRun {
  pages: number
  rewritten: number
  blocked: BlockedScript[]
}

/**
 * Rewrites Gatsby's inline scripts in every built page into their fixed form and moves its bundles behind
 * the first paint (deferBundleScripts), then lists each inline script the Content-Security-Policy would
 * block (one not in INLINE_SCRIPTS).
 */
export async function secureInlineScriptFiles(publicDir: string): Promise<InlineScriptRun> {
  const allowed = new Set<string>(Object.values(INLINE_SCRIPTS))
  const run: InlineScriptRun = { pages: 0, rewritten: 0, blocked: [] }
  for (const file of await htmlFiles(publicDir)) {
    const original = await fs.readFile(file, "utf8")
    const { html: stable, rewritten } = stabilizeGatsbyGlobals(original)
    const { html } = deferBundleScripts(stable)
    if (html !== original) await fs.writeFile(file, html)
    run.pages += 1
    run.rewritten += rewritten
    for (const script of inlineScripts(html)) {
      if (!script.executable) continue
      const hash = cspHash(script.text)
      if (!allowed.has(hash)) run.blocked.push({ file: path.relative(publicDir, file), hash, start: script.text.trim().slice(0, 80) })
    }
  }
  return run
}

/** onPostBuild step, after every other step that writes HTML: fails the build on an inline script the CSP would block. */
export async function secureInlineScripts(publicDir: string, reporter: Reporter): Promise<void> {
  const run = await secureInlineScriptFiles(publicDir)
  if (run.blocked.length > 0) {
    const lines = run.blocked.slice(0, 10).map((b) => `  public/${b.file}: ${b.hash} ${JSON.stringify(b.start)}`)
    const more = run.blocked.length > 10 ? [`  … and ${run.blocked.length - 10} more`] : []
    reporter.panicOnBuild(
      [
        `${run.blocked.length} inline script(s) would be blocked by the Content-Security-Policy:`,
        ...lines,
        ...more,
        "Move the code into a file the page loads, or make it one fixed text and add its hash to INLINE_SCRIPTS in gatsby/lib/post-build/security-headers.ts.",
      ].join("\n"),
    )
    return
  }
  reporter.info(`CSP: inline scripts allowed on ${run.pages} pages (${run.rewritten} of Gatsby's made fixed)`)
}
