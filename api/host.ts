/**
 * A workaround for how `gatsby serve` runs functions. It deletes the function's compiled file from
 * require.cache and requires it again on every request, but Node still lists every copy in the requiring
 * module's `children`. Each copy (the ~2 MB bundle Gatsby builds: its own body parsers and router, then
 * this code and nodemailer) therefore stays in memory, about 6 MB a request: `gatsby serve` ran out of its
 * 4 GB heap after some 650 submissions in the load test. Keeping only the newest copy of each file in every
 * `children` list lets the old copies be collected. A host that loads the function once is unaffected.
 */

/** The two fields of Node's module record (`module.children` is documented API). */
export interface ModuleRecord {
  filename: string
  children: ModuleRecord[]
}

/** Drops all but the last child of each file name from every module's `children`; returns how many. */
export function releaseReloadedModules(cache: Readonly<Record<string, ModuleRecord | undefined>>): number {
  let released = 0
  for (const record of Object.values(cache)) {
    if (!record || record.children.length < 2) continue
    const newest = new Map<string, ModuleRecord>()
    for (const child of record.children) newest.set(child.filename, child)
    if (newest.size === record.children.length) continue
    const keep = record.children.filter((child) => newest.get(child.filename) === child)
    released += record.children.length - keep.length
    record.children.splice(0, record.children.length, ...keep)
  }
  return released
}
