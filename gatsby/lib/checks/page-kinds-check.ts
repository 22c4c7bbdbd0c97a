import fs from "node:fs"
import path from "node:path"
import { CONTENT_TYPES, type ContentType } from "../plan/content-types"
import { FORMS, LISTINGS, TOOLS, listAlias, listingFlag, type ListingKind } from "../../../src/shared/page-kinds"
import { LABEL_FIELDS, OPEN_LABEL_GROUPS, PAGE_LABEL_GROUPS } from "../../../src/shared/labels"

/**
 * A new listing, form, tool or content type is a row in one table and at most two more code files
 * (docs/architecture.md, "Adding things"). This check, run first by every build (gatsby/on-pre-bootstrap.ts),
 * says which one is missing or wrong: a template that does not exist, a list the listing template does not query,
 * a label src/hooks/use-site-facts.ts does not ask for. Pure over the source texts it is given.
 */

export interface PageKindTables {
  listings: Readonly<Record<string, ListingKind>>
  forms: Readonly<Record<string, { template: string }>>
  tools: Readonly<Record<string, { template: string }>>
  contentTypes: readonly Pick<ContentType, "kind" | "template">[]
  labelFields: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>
  /** Label groups only one page uses, queried by that page's template (src/templates/<name>.tsx), not the hook. */
  pageLabelGroups: Readonly<Record<string, string>>
  /** Label groups queried whole, as JSON (src/shared/labels.ts `OPEN_LABEL_GROUPS`). */
  openLabelGroups: readonly string[]
}

export const PAGE_KIND_TABLES: PageKindTables = { listings: LISTINGS, forms: FORMS, tools: TOOLS, contentTypes: CONTENT_TYPES, labelFields: LABEL_FIELDS, pageLabelGroups: PAGE_LABEL_GROUPS, openLabelGroups: OPEN_LABEL_GROUPS }

export interface CodeTexts {
  /** src/templates/<name>.tsx by name. */
  templates: ReadonlyMap<string, string>
  /** src/hooks/use-site-facts.ts */
  siteFacts: string
}

const TABLE = "src/shared/page-kinds.ts"
const HOOK = "src/hooks/use-site-facts.ts"
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const labelsBlock = (source: string): string => /labels \{([\s\S]*?)\n {4,8}\}/.exec(source)?.[1] ?? ""

/** The label fields a site-facts query asks for: `labels { group { a b } … }` → { group: [a, b] }. */
export function queriedLabels(source: string): Record<string, string[]> {
  return Object.fromEntries([...labelsBlock(source).matchAll(/(\w+) \{([^}]*)\}/g)].map((m) => [m[1]!, m[2]!.trim().split(/\s+/).filter(Boolean)]))
}

/** The groups a site-facts query asks for whole, by name alone on a line of its `labels { … }` block (`listings`). */
export const queriedWholeLabels = (source: string): string[] => [...labelsBlock(source).matchAll(/^\s*(\w+)\s*$/gm)].map((m) => m[1]!)

export function checkPageKinds(code: CodeTexts, tables: PageKindTables = PAGE_KIND_TABLES): string[] {
  const problems: string[] = []
  const template = (what: string, name: string) => {
    if (!code.templates.has(name)) problems.push(`${what}: its template src/templates/${name}.tsx does not exist; create it (its page query and one component), or name an existing template`)
  }
  for (const [name, kind] of Object.entries(tables.listings)) {
    template(`listing "${name}" (${TABLE})`, kind.template)
    const source = code.templates.get(kind.template)
    if (kind.template !== "listing" || source === undefined) continue
    for (const { list, entries } of kind.sections) {
      if (entries !== undefined) {
        if (!tables.contentTypes.some((t) => t.kind === entries)) problems.push(`listing "${name}" (${TABLE}) shows the entries of "${entries}", which is not the kind of a content type in gatsby/lib/plan/content-types.ts`)
        if (!/\bentries: allEntry\(filter: \{ kind: \{ in: \$entryKinds \} \}/.test(source)) problems.push(`listing "${name}" (${TABLE}) shows the entries of "${entries}", but src/templates/listing.tsx does not query entries by $entryKinds`)
        continue
      }
      const flag = listingFlag(list)
      const alias = listAlias(list)
      const declared = new RegExp(`\\$${escape(flag)}: Boolean!`).test(source)
      const queried = new RegExp(`\\b${escape(alias)}: all\\w+[^\\n]*@include\\(if: \\$${escape(flag)}\\)`).test(source)
      if (!declared || !queried)
        problems.push(`listing "${name}" (${TABLE}) shows the list "${list}", but src/templates/listing.tsx does not query it: declare $${flag}: Boolean! and add ${alias}: all…(…) @include(if: $${flag}) { nodes { id path title summary icon } }`)
    }
  }
  for (const [name, form] of Object.entries(tables.forms)) template(`form "${name}" (${TABLE})`, form.template)
  for (const [name, tool] of Object.entries(tables.tools)) template(`tool "${name}" (${TABLE})`, tool.template)
  for (const type of tables.contentTypes) template(`content type "${type.kind}" (gatsby/lib/plan/content-types.ts)`, type.template)

  const queried = queriedLabels(code.siteFacts)
  const whole = queriedWholeLabels(code.siteFacts)
  for (const group of tables.openLabelGroups) {
    if (!whole.includes(group)) problems.push(`${HOOK} does not query labels.${group} whole (src/shared/labels.ts OPEN_LABEL_GROUPS, a JSON object): write "${group}" alone on its line of the labels { … } block, or the pages read it as undefined`)
  }
  for (const [group, fields] of Object.entries(tables.labelFields)) {
    if (tables.openLabelGroups.includes(group)) continue
    const page = tables.pageLabelGroups[group]
    const name = page && /^src\/templates\/(.+)\.tsx$/.exec(page)?.[1]
    const by = name ? queriedLabels(code.templates.get(name) ?? "") : queried
    const file = page ?? HOOK
    if (page && queried[group]) problems.push(`${HOOK} queries labels.${group}, which only ${page} uses (PAGE_LABEL_GROUPS in src/shared/labels.ts): leave it to that page's query, or every page carries its words`)
    for (const field of Object.keys(fields)) {
      if (!by[group]?.includes(field))
        problems.push(`${file} does not query labels.${group}.${field} (src/shared/labels.ts declares it${group === "listings" ? `, for a listing of ${TABLE}` : ""}): add "${field}" to its labels { ${group} { … } } block, or the pages read it as undefined`)
    }
  }
  return problems
}

/** The check on the code of a checkout. */
export function checkPageKindFiles(root = path.join(__dirname, "..", "..", "..")): string[] {
  const dir = path.join(root, "src", "templates")
  const templates = new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => [f.replace(/\.tsx$/, ""), fs.readFileSync(path.join(dir, f), "utf8")]),
  )
  return checkPageKinds({ templates, siteFacts: fs.readFileSync(path.join(root, HOOK), "utf8") })
}
