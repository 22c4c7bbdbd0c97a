/**
 * Where a field is written in a YAML text (a data file, or a file's frontmatter), so a content problem can
 * name its line: the `yaml` package's document, with its line counter. Pure.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Pair } from "yaml"

/** `faqs[2].answer` → ["faqs", 2, "answer"]; `countries[PH]` → ["countries", "[PH]"], the item with that value. */
export function fieldPath(field: string): string[] | Array<string | number> {
  return field.split(".").flatMap((part) => [...part.matchAll(/([^[\]]+)|\[([^\]]+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : /^\d+$/.test(m[2]!) ? Number(m[2]) : `[${m[2]}]`)))
}

const scalarText = (node: unknown): string | null => (isScalar(node) ? String(node.value) : null)
const hasValue = (pairs: Array<Pair<unknown, unknown>>, value: string): boolean => pairs.some((pair) => scalarText(pair.value) === value)
const rangeStart = (node: unknown): number | undefined => (node as { range?: [number, number, number] } | null)?.range?.[0]

/** The last text parsed: the content check names a file's problems one after another. */
let last: { text: string; lines: LineCounter; contents: unknown } | null = null
function parsed(text: string): { lines: LineCounter; contents: unknown } {
  if (last?.text !== text) {
    const lines = new LineCounter()
    last = { text, lines, contents: parseDocument(text, { lineCounter: lines }).contents }
  }
  return last
}

/**
 * The 1-based line of a field in a YAML text, or of the deepest part of its path that is there (null when not
 * even the first). A part `[value]` is the list item with that value in one of its keys (`countries[PH]`).
 */
export function lineOfPath(text: string, path: ReadonlyArray<string | number>): number | null {
  const { lines, contents } = parsed(text)
  let node: unknown = contents
  let found: number | null = null
  for (const part of path) {
    let next: { at: number | undefined; value: unknown } | null = null
    if (isSeq(node)) {
      const items: unknown[] = node.items
      const item = typeof part === "number" ? items[part] : part.startsWith("[") ? items.find((it) => isMap(it) && hasValue(it.items, part.slice(1, -1))) : undefined
      if (item !== undefined) next = { at: rangeStart(item), value: item }
    } else if (isMap(node)) {
      const pairs: Array<Pair<unknown, unknown>> = node.items
      const pair = pairs.find((p) => scalarText(p.key) === String(part))
      if (pair) next = { at: rangeStart(pair.key), value: pair.value }
    }
    if (!next || next.at === undefined) break
    node = next.value
    found = lines.linePos(next.at).line
  }
  return found
}

/** The line of a field named as the checks name it (`labels.article.minRead`, `faqs[1].answer`). */
export const lineOfField = (text: string, field: string): number | null => lineOfPath(text, fieldPath(field))
