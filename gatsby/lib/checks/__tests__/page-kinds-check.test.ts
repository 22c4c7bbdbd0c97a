/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { parse } from "graphql"
import { checkPageKindFiles, checkPageKinds, PAGE_KIND_TABLES, queriedLabels, queriedWholeLabels, type PageKindTables } from "../page-kinds-check"
import { planSite, type EntryInput } from "../../plan/routes"
import { CONTENT_TYPES, templateFor, type ContentType } from "../../plan/content-types"
import { LABEL_FIELDS, OPEN_LABEL_GROUPS, PAGE_LABEL_GROUPS } from "../../../../src/shared/labels"

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
    expect(sorted(queriedLabels(read("src/hooks/use-site-facts.ts")))).toEqual(fields(Object.keys(LABEL_FIELDS).filter((g) => !(g in PAGE_LABEL_GROUPS) && !OPEN_LABEL_GROUPS.includes(g))))
    // The listings' headings, one per list of src/shared/page-kinds.ts, are asked for whole (JSON): no field names.
    expect(queriedWholeLabels(read("src/hooks/use-site-facts.ts"))).toEqual(["listings"])
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

describe("a new listing of a list with a query of its own, with a hyphenated name (case-studies)", () => {
  // The code edits for a list the listing template queries under its own name, made on copies: the table row and the
  // template's list query. Its heading is content alone (site.yaml `labels.listings.caseStudies`): the hook asks
  // for the listings' headings whole.
  const tables: PageKindTables = {
    ...PAGE_KIND_TABLES,
    listings: { ...PAGE_KIND_TABLES.listings, "case-studies": { template: "listing", section: "Resources", sections: [{ list: "case-studies", label: "caseStudies" }], heads: ["Case studies"] } },
    labelFields: { ...LABEL_FIELDS, listings: { ...LABEL_FIELDS.listings, caseStudies: [] } },
  }
  const listingWith = (source: string) =>
    source
      .replace("    $withJobs: Boolean!\n", "    $withJobs: Boolean!\n    $withCaseStudies: Boolean!\n")
      .replace("    site { siteMetadata { buildDate } }", "    caseStudies: allSector(sort: { order: ASC }) @include(if: $withCaseStudies) { nodes { id path title summary icon } }\n    site { siteMetadata { buildDate } }")
  const code = (over: { listing?: string; hook?: string } = {}) => {
    const t = templates()
    t.set("listing", over.listing ?? listingWith(t.get("listing")!))
    return { templates: t, siteFacts: over.hook ?? read("src/hooks/use-site-facts.ts") }
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
    expect(checkPageKinds(code({ hook: read("src/hooks/use-site-facts.ts").replace(/\n\s*listings\n/, "\n") }), tables)).toEqual([
      'src/hooks/use-site-facts.ts does not query labels.listings whole (src/shared/labels.ts OPEN_LABEL_GROUPS, a JSON object): write "listings" alone on its line of the labels { … } block, or the pages read it as undefined',
    ])
    const noTemplate: PageKindTables = { ...tables, listings: { ...tables.listings, "case-studies": { template: "case-studies", sections: [], heads: [] } }, tools: { ...tables.tools, "salary-guide": { template: "salary-guide" } } }
    expect(checkPageKinds(code(), noTemplate)).toEqual([
      'listing "case-studies" (src/shared/page-kinds.ts): its template src/templates/case-studies.tsx does not exist; create it (its page query and one component), or name an existing template',
      'tool "salary-guide" (src/shared/page-kinds.ts): its template src/templates/salary-guide.tsx does not exist; create it (its page query and one component), or name an existing template',
    ])
  })
})

describe("a new page kind with its hub (case studies): its content type's row, its rules and the hub's row", () => {
  // docs/architecture.md, "Adding things": the type's row (template "entry"), its SCHEMAS rules (not part of these
  // tables) and the hub's LISTINGS row, whose list shows the type's entries. No template, query or hook edit.
  const caseStudy: ContentType = {
    kind: "caseStudy" as string as ContentType["kind"],
    folder: "case-studies",
    nodeType: "CaseStudy",
    template: "entry",
    section: "Case studies",
    parent: { label: "Case studies", to: "/resources/case-studies" },
    route: (s) => `/resources/case-studies/${s}`,
  }
  const tables: PageKindTables = {
    ...PAGE_KIND_TABLES,
    contentTypes: [...CONTENT_TYPES, caseStudy],
    listings: { ...PAGE_KIND_TABLES.listings, "case-studies": { template: "listing", section: "Resources", sections: [{ list: "case-studies", entries: "caseStudy", label: "caseStudies" }], heads: ["Case studies"] } },
    labelFields: { ...LABEL_FIELDS, listings: { ...LABEL_FIELDS.listings, caseStudies: [] } },
  }
  const code = () => ({ templates: templates(), siteFacts: read("src/hooks/use-site-facts.ts") })

  it("passes with the site's own template, query and hook", () => {
    expect(checkPageKinds(code(), tables)).toEqual([])
  })

  it("plans the hub with the kinds of its entries, and the entries with the entry template", () => {
    const hub: EntryInput = { id: "cs", kind: "page", path: "/resources/case-studies", file: "content/pages/case-studies/index.mdx", contentFilePath: "/x", redirectFrom: [], body: "", title: "Case studies", section: "Resources", listing: "case-studies" }
    const page = planSite([hub], [], [], { home: "Home", page: "Page {n}" }, tables.listings).pages[0]!
    expect(page.template).toBe("listing")
    expect(page.context).toMatchObject({ entryKinds: ["caseStudy"], withSectors: false, withJobs: false })
    expect(page.context).not.toHaveProperty("withCaseStudies")
    expect(templateFor({ kind: "page", listing: "case-studies" }, tables.listings)).toBe("listing")
    expect(tables.contentTypes.find((t) => t === caseStudy)?.template).toBe("entry")
  })

  it("fails naming the piece that is wrong: entries of a kind no content type has, a template that does not exist", () => {
    const typo: PageKindTables = { ...tables, listings: { ...tables.listings, "case-studies": { template: "listing", sections: [{ list: "case-studies", entries: "caseStudys", label: "caseStudies" }], heads: [] } } }
    expect(checkPageKinds(code(), typo)).toEqual(['listing "case-studies" (src/shared/page-kinds.ts) shows the entries of "caseStudys", which is not the kind of a content type in gatsby/lib/plan/content-types.ts'])
    const noTemplate: PageKindTables = { ...tables, contentTypes: [...CONTENT_TYPES, { ...caseStudy, template: "case-study" }] }
    expect(checkPageKinds(code(), noTemplate)).toEqual(['content type "caseStudy" (gatsby/lib/plan/content-types.ts): its template src/templates/case-study.tsx does not exist; create it (its page query and one component), or name an existing template'])
    const t = templates()
    t.set("listing", t.get("listing")!.replace(/\n\s*entries: allEntry[^\n]*/, ""))
    expect(checkPageKinds({ templates: t, siteFacts: code().siteFacts }, tables)).toEqual(['listing "case-studies" (src/shared/page-kinds.ts) shows the entries of "caseStudy", but src/templates/listing.tsx does not query entries by $entryKinds'])
  })

  it("has a listing query that is legal GraphQL", () => {
    const query = /graphql`([\s\S]*?)`/.exec(read("src/templates/listing.tsx"))![1]!
    expect(() => parse(query)).not.toThrow()
  })
})
