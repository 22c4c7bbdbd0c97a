/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { parse } from "graphql"
import { checkPageKindFiles, checkPageKinds, PAGE_KIND_TABLES, queriedLabels, type PageKindTables } from "../page-kinds-check"
import { planSite, type EntryInput } from "../../plan/routes"
import { LABEL_FIELDS, PAGE_LABEL_GROUPS } from "../../../../src/shared/labels"

const ROOT = path.join(__dirname, "..", "..", "..", "..")
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")
const templates = () =>
  new Map(
    fs
      .readdirSync(path.join(ROOT, "src/templates"))
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => [f.replace(/\.tsx$/, ""), read(`src/templates/${f}`)]),
  )

describe("every page kind has its pieces", () => {
  it("holds for the site's code", () => {
    expect(checkPageKindFiles()).toEqual([])
  })

  it("has src/hooks/use-site-facts.ts query every label of src/shared/labels.ts but the page-only groups, and each page its own", () => {
    const sorted = (q: Record<string, string[]>) => Object.fromEntries(Object.entries(q).map(([g, f]) => [g, [...f].sort()]))
    const fields = (groups: string[]) => Object.fromEntries(groups.map((g) => [g, Object.keys(LABEL_FIELDS[g as keyof typeof LABEL_FIELDS]).sort()]))
    expect(sorted(queriedLabels(read("src/hooks/use-site-facts.ts")))).toEqual(fields(Object.keys(LABEL_FIELDS).filter((g) => !(g in PAGE_LABEL_GROUPS))))
    for (const [group, file] of Object.entries(PAGE_LABEL_GROUPS)) expect(sorted(queriedLabels(read(file)))).toEqual(fields([group]))
  })

  it("names the page that leaves out a field of its page-only group, and the hook that queries the group too", () => {
    const t = templates()
    t.set("calculator", t.get("calculator")!.replace(/(calculator \{[^}]*?)\bnoscript\b/, "$1"))
    const hook = read("src/hooks/use-site-facts.ts").replace(/labels \{/, "labels {\n          calculator { noscript }")
    expect(checkPageKinds({ templates: t, siteFacts: hook })).toEqual([
      "src/hooks/use-site-facts.ts queries labels.calculator, which only src/templates/calculator.tsx uses (PAGE_LABEL_GROUPS in src/shared/labels.ts): leave it to that page's query, or every page carries its words",
      'src/templates/calculator.tsx does not query labels.calculator.noscript (src/shared/labels.ts declares it): add "noscript" to its labels { calculator { … } } block, or the pages read it as undefined',
    ])
  })
})

describe("a new listing with a hyphenated name (case-studies)", () => {
  // The three code edits docs/architecture.md names, made on copies: the table row, the template's list query,
  // and the label in the site-facts query (its words are content: site.yaml `labels.listings.caseStudies`).
  const tables: PageKindTables = {
    ...PAGE_KIND_TABLES,
    listings: { ...PAGE_KIND_TABLES.listings, "case-studies": { template: "listing", section: "Resources", sections: [{ list: "case-studies", label: "caseStudies" }], heads: ["Case studies"] } },
    labelFields: { ...LABEL_FIELDS, listings: { ...LABEL_FIELDS.listings, caseStudies: [] } },
  }
  const listingWith = (source: string) =>
    source
      .replace("    $withJobs: Boolean!\n", "    $withJobs: Boolean!\n    $withCaseStudies: Boolean!\n")
      .replace("    site { siteMetadata { buildDate } }", "    caseStudies: allSector(sort: { order: ASC }) @include(if: $withCaseStudies) { nodes { id path title summary icon } }\n    site { siteMetadata { buildDate } }")
  const hookWith = (source: string) => source.replace(/listings \{ /, "listings { caseStudies ")
  const code = (over: { listing?: string; hook?: string } = {}) => {
    const t = templates()
    t.set("listing", over.listing ?? listingWith(t.get("listing")!))
    return { templates: t, siteFacts: over.hook ?? hookWith(read("src/hooks/use-site-facts.ts")) }
  }

  it("passes with the row, the query and the label, and its query is legal GraphQL", () => {
    expect(checkPageKinds(code(), tables)).toEqual([])
    const query = /graphql`([\s\S]*?)`/.exec(listingWith(read("src/templates/listing.tsx")))![1]!
    expect(() => parse(query)).not.toThrow()
    // The name as it was derived before: not a GraphQL variable.
    expect(() => parse("query X($withCase-studies: Boolean!) { site { id } }")).toThrow()
  })

  it("is planned with the listing template and its list's flag", () => {
    const entry: EntryInput = { id: "cs", kind: "page", path: "/resources/case-studies", file: "content/pages/case-studies/index.mdx", contentFilePath: "/x", redirectFrom: [], body: "", title: "Case studies", section: "Resources", listing: "case-studies" }
    const page = planSite([entry], [], [], { home: "Home", page: "Page {n}" }, tables.listings).pages[0]!
    expect(page.template).toBe("listing")
    expect(page.context).toMatchObject({ withCaseStudies: true, withSectors: false, withJobs: false })
  })

  it("fails naming the file that lacks its piece", () => {
    expect(checkPageKinds(code({ listing: read("src/templates/listing.tsx") }), tables)).toEqual([
      'listing "case-studies" (src/shared/page-kinds.ts) shows the list "case-studies", but src/templates/listing.tsx does not query it: declare $withCaseStudies: Boolean! and add caseStudies: all…(…) @include(if: $withCaseStudies) { nodes { id path title summary icon } }',
    ])
    expect(checkPageKinds(code({ hook: read("src/hooks/use-site-facts.ts") }), tables)).toEqual([
      'src/hooks/use-site-facts.ts does not query labels.listings.caseStudies (src/shared/labels.ts declares it, for a listing of src/shared/page-kinds.ts): add "caseStudies" to its labels { listings { … } } block, or the pages read it as undefined',
    ])
    const noTemplate: PageKindTables = { ...tables, listings: { ...tables.listings, "case-studies": { template: "case-studies", sections: [], heads: [] } }, tools: { ...tables.tools, "salary-guide": { template: "salary-guide" } } }
    expect(checkPageKinds(code(), noTemplate)).toEqual([
      'listing "case-studies" (src/shared/page-kinds.ts): its template src/templates/case-studies.tsx does not exist; create it (its page query and one component), or name an existing template',
      'tool "salary-guide" (src/shared/page-kinds.ts): its template src/templates/salary-guide.tsx does not exist; create it (its page query and one component), or name an existing template',
    ])
  })
})
