import fs from "node:fs/promises"
import path from "node:path"
import type { Reporter } from "gatsby"
import { redirectStubHtml, stubFile } from "../lib/post-build/redirect-stub"
import type { PlannedRedirect } from "../lib/plan/routes"

/** Writes one stub page per old path into public/ (the trailing-slash form resolves to the same file). */
export async function writeRedirectStubs(publicDir: string, redirects: readonly PlannedRedirect[], siteUrl: string, reporter: Reporter): Promise<number> {
  const written = new Set<string>()
  for (const r of redirects) {
    const file = stubFile(r.fromPath)
    if (written.has(file)) continue
    written.add(file)
    const full = path.join(publicDir, file)
    await fs.mkdir(path.dirname(full), { recursive: true })
    await fs.writeFile(full, redirectStubHtml(r.toPath, siteUrl))
  }
  reporter.info(`Wrote ${written.size} redirect stub pages`)
  return written.size
}
