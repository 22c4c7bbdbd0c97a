import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { LABEL_FIELDS, OPEN_LABEL_GROUPS, checkLabels, labelTypeDefs } from "../labels"
import { fill, fillParts } from "../fill"

const root = path.join(__dirname, "..", "..", "..")
/** The tests' own labels (src/test/fixtures/content/site.yaml); npm run check:content checks the real file's. */
const siteLabels = (): Record<string, Record<string, unknown>> => (yaml.load(fs.readFileSync(path.join(root, "src", "test", "fixtures", "content", "site.yaml"), "utf8")) as { labels: Record<string, Record<string, unknown>> }).labels

describe("checkLabels on site.yaml's labels", () => {
  it("passes labels that have every field the pages use, each with its placeholders", () => {
    expect(checkLabels(siteLabels())).toEqual([])
  })

  it("names the file and the field of a missing, empty or misspelled label", () => {
    const labels = siteLabels()
    delete labels["article"]!["minRead"]
    labels["job"]!["team"] = " "
    labels["role"]!["otherz"] = "Other roles"
    delete labels["calculator"]
    expect(checkLabels(labels)).toEqual([
      'content/site.yaml: field "labels.article.minRead" is missing',
      'content/site.yaml: field "labels.job.team" must be non-empty words',
      expect.stringMatching(/^content\/site\.yaml: "labels\.role\.otherz" is not a label \(one of: eyebrow, positions, others, /),
      expect.stringMatching(/^content\/site\.yaml: field "labels\.calculator" is missing \(fields: noscript, heading, /),
    ])
    expect(checkLabels(undefined)).toEqual([expect.stringContaining('content/site.yaml: field "labels" is missing')])
  })

  it("refuses words that lost a placeholder", () => {
    const labels = siteLabels()
    labels["blog"]!["articlesPage"] = "Articles, page {n}"
    expect(checkLabels(labels)).toEqual(['content/site.yaml: field "labels.blog.articlesPage" must say {total} where the value goes ("Articles, page {n}")'])
  })
})

describe("label fields in one place", () => {
  it("declares every field as a non-null String in the GraphQL schema, and an open group (the listings' headings) as one JSON object", () => {
    const defs = labelTypeDefs()
    for (const [group, fields] of Object.entries(LABEL_FIELDS)) {
      expect(defs).toContain(`${group}: `)
      if (OPEN_LABEL_GROUPS.includes(group)) continue
      for (const field of Object.keys(fields)) expect(defs).toMatch(new RegExp(`Labels \\{[^}]*\\b${field}: String!`))
    }
    expect(defs).toContain("listings: JSON!")
    expect(defs).not.toContain("ListingsLabels")
  })

  it("fills named placeholders and leaves unknown ones", () => {
    expect(fill("{category}, page {n} of {total}", { category: "Compliance", n: 2, total: 3 })).toBe("Compliance, page 2 of 3")
    expect(fill("Page {n} {x}", { n: 1 })).toBe("Page 1 {x}")
    const link = { href: "/x" }
    expect(fillParts("Write to {email}, {email}.", { email: link })).toEqual(["Write to ", link, ", ", link, "."])
    expect(fillParts("{email}", { email: link })).toEqual([link])
  })
})
