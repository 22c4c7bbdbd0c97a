/**
 * Where a field is written in a YAML text (a data file, or a file's frontmatter), so a content problem can
 * name its line. js-yaml keeps no positions, so this reads the block structure by indentation: enough for the
 * block style our content uses (`key: value`, nested keys, `- ` list items). Pure.
 */

interface YamlNode {
  key: string | null
  value: string
  line: number
  indent: number
  children: YamlNode[]
}

const KEY = /^("[^"]*"|'[^']*'|[^\s:#][^:#]*?):(?:\s+(.*))?$/

function tree(text: string): YamlNode {
  const root: YamlNode = { key: null, value: "", line: 0, indent: -1, children: [] }
  const stack: YamlNode[] = [root]
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "" || raw.trimStart().startsWith("#")) return
    let indent = raw.length - raw.trimStart().length
    let rest = raw.trim()
    const nodes: YamlNode[] = []
    if (rest === "-" || rest.startsWith("- ")) {
      nodes.push({ key: null, value: "", line: i + 1, indent, children: [] })
      rest = rest.slice(1).trimStart()
      indent += 2
    }
    const key = KEY.exec(rest)
    if (key) nodes.push({ key: key[1]!.replace(/^["']|["']$/g, ""), value: (key[2] ?? "").replace(/^["']|["']$/g, ""), line: i + 1, indent, children: [] })
    if (nodes.length === 0) return // a continuation of a multi-line value
    const first = nodes[0]!
    // A list item may sit at its key's own indentation ("faqs:\n- question: …").
    while (stack.length > 1 && (stack.at(-1)!.indent > first.indent || (stack.at(-1)!.indent === first.indent && !(first.key === null && stack.at(-1)!.key !== null && stack.at(-1)!.value === "")))) stack.pop()
    stack.at(-1)!.children.push(first)
    if (nodes[1]) first.children.push(nodes[1])
    stack.push(...nodes)
  })
  return root
}

/** `faqs[2].answer` → ["faqs", 2, "answer"]; `countries[PH]` → ["countries", "[PH]"], the item with that value. */
export function fieldPath(field: string): string[] | Array<string | number> {
  return field.split(".").flatMap((part) => [...part.matchAll(/([^[\]]+)|\[([^\]]+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : /^\d+$/.test(m[2]!) ? Number(m[2]) : `[${m[2]}]`)))
}

/**
 * The 1-based line of a field in a YAML text, or of the deepest part of its path that is there (null when not
 * even the first). A part `[value]` is the list item with that value in one of its keys (`countries[PH]`).
 */
export function lineOfPath(text: string, path: ReadonlyArray<string | number>): number | null {
  let node = tree(text)
  let found: number | null = null
  for (const part of path) {
    const items = node.children.filter((c) => c.key === null)
    const next = typeof part === "number" ? items[part] : part.startsWith("[") ? items.find((item) => item.children.some((c) => c.value === part.slice(1, -1))) : node.children.find((c) => c.key === part)
    if (!next) break
    node = next
    found = next.line
  }
  return found
}

/** The line of a field named as the checks name it (`labels.article.minRead`, `faqs[1].answer`). */
export const lineOfField = (text: string, field: string): number | null => lineOfPath(text, fieldPath(field))
