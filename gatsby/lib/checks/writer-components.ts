/**
 * The components writers may use in MDX, as the code decides them: the capitalised names of src/shared/writer-components.ts,
 * the list the MDX body loader draws bodies with. Pure: tested in gatsby/lib/checks/__tests__/writer-components.test.ts.
 */
export { WRITER_COMPONENT_NAMES } from "../../../src/shared/writer-components"

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
