import fs from "node:fs/promises"
import path from "node:path"
import type { BuildArgs, Reporter } from "gatsby"
import type * as Pagefind from "pagefind"
import { STATIC_ROUTES } from "../lib/plan/routes"
import { isNoindex, planSearchRecords, SEARCH_EXCLUDE_SELECTORS, withSearchMeta, type SearchRecord } from "../lib/post-build/search-records"
import { SEARCH_BUNDLE_DIR, TERMS_FILE } from "../../src/shared/search-index-format"
import { countTerms } from "../../src/shared/search-terms"
import { calendarPlanInputs } from "../../src/data/public-holidays"
import { readHolidays } from "../lib/data-files"

/** pagefind's ready-made interfaces, written with every bundle; the search page has its own, so they are removed. */
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/

interface SearchQueryData {
  allEntry: { nodes: Array<{ path: string; section: string; title: string; description: string; summary: string | null; mdx: { body: string } | null }> }
}

/**
 * pagefind is an ES module only; Gatsby compiles this file to CommonJS, which would turn a plain
 * `import()` into a `require()` that Node refuses. A function built at run time keeps the native import.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the native import() this comment explains; a fixed string, no input
const importPagefind = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<typeof Pagefind>

export interface IndexRun {
  indexed: number
  skipped: string[]
  bytes: number
}

async function dirBytes(dir: string): Promise<number> {
  let total = 0
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? await dirBytes(full) : (await fs.stat(full)).size
  }
  return total
}

/** pagefind's Node API: createIndex and close. */
export type PagefindNode = Pick<typeof Pagefind, "createIndex" | "close">

/** Indexes the built pages of `records` into public/pagefind (replacing the previous index). */
export async function buildSearchIndex(publicDir: string, records: readonly SearchRecord[], pagefind?: PagefindNode): Promise<IndexRun> {
  pagefind ??= await importPagefind("pagefind")
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...SEARCH_EXCLUDE_SELECTORS], forceLanguage: "en" })
  if (!index) throw new Error(`pagefind could not start: ${errors.join("; ")}`)
  const skipped: string[] = []
  let indexed = 0
  try {
    for (const record of records) {
      const html = await fs.readFile(path.join(publicDir, record.file), "utf8").catch(() => null)
      if (html === null) throw new Error(`${record.url} has no built page at public/${record.file}`)
      if (isNoindex(html)) {
        skipped.push(record.url)
        continue
      }
      const added = await index.addHTMLFile({ url: record.url, content: withSearchMeta(html, record) })
      if (added.errors.length > 0) throw new Error(`pagefind could not index ${record.url}: ${added.errors.join("; ")}`)
      indexed += 1
    }
    const outputPath = path.join(publicDir, SEARCH_BUNDLE_DIR)
    await fs.rm(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`pagefind could not write the index: ${written.errors.join("; ")}`)
    for (const file of await fs.readdir(outputPath)) {
      if (UNUSED_BUNDLE_FILES.test(file)) await fs.rm(path.join(outputPath, file))
    }
    return { indexed, skipped, bytes: await dirBytes(outputPath) }
  } finally {
    await pagefind.close()
  }
}

/** onPostBuild step: the site search index, built from the pages just written. */
export async function writeSearchIndex(graphql: BuildArgs["graphql"], reporter: Reporter, publicDir = path.resolve("public")): Promise<void> {
  const result = await graphql<SearchQueryData>(`
    {
      allEntry(sort: { path: ASC }) { nodes { path section title description summary mdx { body } } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Search index: could not read the content", result.errors as Error[] | undefined)
    return
  }
  // The holiday calendars are pages of their hub, not entries of their own: indexed under Resources too.
  const calendars = calendarPlanInputs(readHolidays()).map((c) => ({ path: c.path, section: "Resources", body: "" }))
  const entries = [...result.data.allEntry.nodes.map((n) => ({ path: n.path, section: n.section, body: n.mdx?.body ?? "" })), ...calendars]
  const records = planSearchRecords(entries, STATIC_ROUTES)
  try {
    const started = Date.now()
    const run = await buildSearchIndex(publicDir, records)
    const terms = countTerms(result.data.allEntry.nodes.flatMap((n) => [n.title, n.description, n.summary ?? ""]))
    await fs.writeFile(path.join(publicDir, SEARCH_BUNDLE_DIR, TERMS_FILE), JSON.stringify(terms))
    reporter.info(
      `Search index: ${run.indexed} pages in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(run.bytes / 1024).toFixed(0)} KiB in public/${SEARCH_BUNDLE_DIR}` + (run.skipped.length > 0 ? ` (left out as noindex: ${run.skipped.join(", ")})` : ""),
    )
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${error instanceof Error ? error.message : String(error)}`)
  }
}
