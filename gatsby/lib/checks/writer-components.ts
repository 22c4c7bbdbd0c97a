/**
 * The components writers may use in MDX, as the code decides them: the capitalised keys of `mdxComponents` in
 * src/components/mdx/mdx-components.tsx (its lower-case keys restyle Markdown's own elements: `table`, `a` …).
 * Read from the source text, so the content check (Node, no bundler) and scripts/check/check-develop.mjs know the same
 * list as the pages without loading React. Pure: tested in gatsby/lib/checks/__tests__/writer-components.test.ts.
 */

/** The module whose `mdxComponents` every MDX body is drawn with (relative to the project). */
export const MDX_COMPONENTS_SOURCE = "src/components/mdx/mdx-components.tsx"

/** The capitalised keys of `export const mdxComponents = { … }` in `source`, in their order. */
export function writerComponentNames(source: string): string[] {
  const start = /export const mdxComponents\s*(?::[^=]+)?=\s*\{/.exec(source)
  if (!start) throw new Error(`${MDX_COMPONENTS_SOURCE} has no \`export const mdxComponents = { … }\``)
  const end = source.indexOf("\n}", start.index)
  const body = source.slice(start.index + start[0].length, end === -1 ? undefined : end)
  const keys = body
    .replace(/\/\/.*$/gm, "")
    .split(",")
    .map((part) => /^\s*([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(part)?.[1])
    .filter((key): key is string => Boolean(key))
  return keys.filter((key) => /^[A-Z]/.test(key))
}

export interface ComponentUse {
  name: string
  /** 1-based line of the file. */
  line: number
}

/**
 * Every JSX element an MDX text opens (`<Callout`, `<Figure …/>`), with its line; code (fenced blocks, `inline`)
 * and comments are not read. Only capitalised names: lower-case tags are HTML.
 */
export function componentsUsed(text: string): ComponentUse[] {
  const uses: ComponentUse[] = []
  let fence: string | null = null
  text.split("\n").forEach((raw, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1]
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null
      return
    }
    if (fence !== null) return
    const line = raw
      .replace(/`[^`]*`/g, "")
      .replace(/\{\/\*.*?\*\/\}/g, "")
      .replace(/<!--.*?-->/g, "")
    for (const m of line.matchAll(/<([A-Z][\w.]*)/g)) uses.push({ name: m[1]!, line: i + 1 })
  })
  return uses
}

/**
 * The content check's words for each element of `text` (the whole file, frontmatter included, so lines are the
 * file's) that is not a component writers may use: without this the page fails only when it renders.
 */
export function unknownComponents(file: string, text: string, known: readonly string[]): string[] {
  const allowed = new Set(known)
  return componentsUsed(text)
    .filter((use) => !allowed.has(use.name))
    .map((use) => `${file}:${use.line}: <${use.name}> is not a component writers may use; the components are ${known.map((k) => `<${k}>`).join(", ")} (content/README.md)`)
}
