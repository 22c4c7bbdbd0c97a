/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import yaml from "js-yaml"
import { checkContent } from "../content-check"

/**
 * The content check on a small content folder built here from the tests' fixtures (src/test/fixtures/content):
 * a few pages and an article, the fixture site.yaml with a short menu, the fixture data and snippets.
 */
const FIXTURE = path.join(__dirname, "..", "..", "..", "src", "test", "fixtures", "content")
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ")

const ARTICLE = [
  "---",
  "title: Hiring in the Philippines",
  "description: What an employer pays on top of salary in the Philippines, line by line, with the sources to check.",
  "date: 2025-05-01",
  "category: Country guides",
  "tags: [philippines, payroll]",
  "author: Solvix Editorial Team",
  "takeaways:",
  "  - One takeaway.",
  "  - Two takeaways.",
  "  - Three takeaways.",
  "---",
  words(1100),
  "",
  "## Contributions",
  "",
  "The employer pays 10% of the SSS salary credit. See [the company](/company) and [EOR](/services/eor).",
  "",
  "## Two",
  "",
  "## Three",
  "",
  "## Sources",
  "",
  "Read [the other guide](/resources/blog/other-guide).",
  "",
  '<CallToAction title="Plan a hire" text="Tell us the role." />',
  "",
].join("\n")

function site(root: string): string {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const siteYaml = yaml.load(fs.readFileSync(path.join(FIXTURE, "site.yaml"), "utf8")) as Record<string, unknown>
  write("site.yaml", yaml.dump({ ...siteYaml, navigation: [{ label: "Company", to: "/company" }], footer: [] }))
  const home = fs.readFileSync(path.join(FIXTURE, "home.yaml"), "utf8").replace(/^(\s*to:) .*$/gm, "$1 /company")
  write("home.yaml", home)
  for (const f of ["data/statutory-rates.yaml", "data/statutory-changes.yaml", "snippets/vietnam-labour-leasing.json", "snippets/how-pricing-works.json"]) write(f, fs.readFileSync(path.join(FIXTURE, f), "utf8"))
  write("pages/company/index.mdx", `---\ntitle: The company\ndescription: Who we are, where we work and how we employ staff across Southeast Asia for our clients.\npath: /company\n---\nText.\n`)
  write(
    "services/eor/index.mdx",
    `---\ntitle: Employer of record\ndescription: We employ the people you choose in the Philippines, Indonesia and Vietnam, under local law.\nsummary: We employ the people you choose, under local law.\norder: 1\nfaqs:\n${Array.from({ length: 5 }, (_, i) => `  - question: Question ${i}?\n    answer: The answer to question ${i}.`).join("\n")}\n---\n${words(900)}\n`,
  )
  write("blog/philippines-guide/index.mdx", ARTICLE)
  write("blog/other-guide/index.mdx", ARTICLE.replace("title: Hiring in the Philippines", "title: The other guide").replace("/resources/blog/other-guide", "/resources/blog/philippines-guide"))
  return root
}

describe("checkContent", () => {
  let root: string
  beforeEach(() => (root = site(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-check-")), "content"))))
  afterEach(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }))
  const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(path.join(root, file), change(fs.readFileSync(path.join(root, file), "utf8")))
  const problems = () => checkContent(root).problems.map((p) => p.replace(/ in content\/data\/statutory-rates\.yaml; write .*$/, ""))

  it("passes a folder that meets every rule, and counts its files", () => {
    const result = checkContent(root)
    expect(result.problems).toEqual([])
    expect(result.files).toBe(10)
  })

  it("names file, line and field of a missing or mistyped frontmatter field", () => {
    edit("blog/philippines-guide/index.mdx", (t) => t.replace(/^description: .*\n/m, "").replace("date: 2025-05-01", "date: 1 May 2025"))
    expect(problems()).toEqual(['content/blog/philippines-guide/index.mdx:1: field "description" is required', 'content/blog/philippines-guide/index.mdx:3: field "date" must be a date written YYYY-MM-DD, got "1 May 2025"'])
  })

  it("names the line of a figure that disagrees with the data, before or after its label", () => {
    edit("blog/philippines-guide/index.mdx", (t) => t.replace("pays 10% of the SSS", "pays 11% of the SSS"))
    edit("pages/company/index.mdx", (t) => `${t}\nSSS takes 9% from the employer.\n`)
    expect(problems()).toEqual(['content/pages/company/index.mdx:8: "9%" after "SSS" disagrees with PH.sss.employerRate = 10%', 'content/blog/philippines-guide/index.mdx:17: "11%" before "SSS" disagrees with PH.sss.employerRate = 10%'])
  })

  it("names the line of a link to nowhere or to an old path, and of a menu entry to nowhere", () => {
    edit("services/eor/index.mdx", (t) => t.replace("redirect", "").replace("order: 1", "order: 1\nredirectFrom:\n  - /services/employer-of-record"))
    edit("blog/philippines-guide/index.mdx", (t) => t.replace("[the company](/company)", "[the company](/compnay) and [EOR](/services/employer-of-record)"))
    edit("site.yaml", (t) => t.replace("to: /company", "to: /team"))
    expect(problems()).toEqual([
      "content/blog/philippines-guide/index.mdx:17: the link /compnay is broken: /compnay is not a page of the site",
      "content/blog/philippines-guide/index.mdx:17: the link /services/employer-of-record is broken: /services/employer-of-record is an old path that redirects to /services/eor; link to /services/eor",
      expect.stringMatching(/^content\/site\.yaml:\d+: navigation entry "Company" points to \/team, but \/team is not a page of the site$/),
    ])
  })

  it("names a hand-written promise that disagrees with site.yaml (reply, shortlist, discovery call) and an author who is no one", () => {
    edit("pages/company/index.mdx", (t) => `${t}\nWe reply within a working day. A discovery call follows, typically within three working days of your enquiry.\n`)
    edit("blog/other-guide/index.mdx", (t) => t.replace("author: Solvix Editorial Team", "author: jane-tan"))
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/pages\/company\/index\.mdx:8: "a working day" disagrees with responseTime in content\/site\.yaml/),
      expect.stringMatching(/^content\/pages\/company\/index\.mdx:8: "three working days" disagrees with callTime in content\/site\.yaml \("one or two working days"\)/),
      expect.stringMatching(/^content\/blog\/other-guide\/index\.mdx(:\d+)?: author "jane-tan" is not the slug of a person in content\/site\.yaml `team`/),
    ])
  })

  it("refuses a hand-written copy of a company fact's value, agreeing or not, in the body and in frontmatter, naming file, line and fact", () => {
    edit("pages/company/index.mdx", (t) =>
      t
        .replace("description: Who we are,", "description: We reply within 24 hours on working days. Who we are,")
        .concat("\nWe reply within 24 hours on working days; write to hello@solvix.sg or call +65 6971 2480.\n", 'A shortlist in <SiteFact name="shortlistTime" /> and we reply <SiteFact name="responseTime" />.\n'),
    )
    expect(checkContent(root).problems).toEqual([
      'content/pages/company/index.mdx:3: "within 24 hours on working days" is a hand-written copy of the company fact responseTime in content/site.yaml; frontmatter cannot show a fact: leave it out there (the page\'s body or another page says it)',
      'content/pages/company/index.mdx:8: "within 24 hours on working days" is a hand-written copy of the company fact responseTime in content/site.yaml; write <SiteFact name="responseTime" /> instead',
      'content/pages/company/index.mdx:8: "hello@solvix.sg" is a hand-written copy of the company fact email in content/site.yaml; leave it out: the footer and the contact page show it from site.yaml',
      'content/pages/company/index.mdx:8: "+65 6971 2480" is a hand-written copy of the company fact phone in content/site.yaml; leave it out: the footer and the contact page show it from site.yaml',
    ])
  })

  it("refuses a review date later than 30 days after a place's next revision (revisedOn), naming file, line and the latest date", () => {
    // West Bengal Zone A applies from 2026-07-01 and is revised on 1 January and 1 July: review by 2027-01-31 at the latest.
    edit("data/statutory-rates.yaml", (t) => t.replace(/(revisedOn: \["01-01", "07-01"\][\s\S]*?reviewBy:) 2026-12-31/, "$1 2027-02-01"))
    const text = fs.readFileSync(path.join(root, "data/statutory-rates.yaml"), "utf8")
    const line = text.split("\n").findIndex((l) => l.includes("reviewBy: 2027-02-01")) + 1
    expect(checkContent(root).problems).toEqual([
      `content/data/statutory-rates.yaml:${line}: countries[IN].minimumWage.places[in-west-bengal-zone-a]: field "reviewBy" is 2027-02-01, later than 30 days after the next revision (2027-01-01, from revisedOn) of a figure applying from 2026-07-01: set it to 2027-01-31 at the latest`,
    ])
    edit("data/statutory-rates.yaml", (t) => t.replace('revisedOn: ["01-01", "07-01"]', "revisedOn: [January, July]"))
    expect(checkContent(root).problems).toEqual([expect.stringMatching(/^content\/data\/statutory-rates\.yaml:\d+: countries\[IN\]\.minimumWage\.places\[in-west-bengal-zone-a\]: field "revisedOn" must list the days of the year/)])
  })

  it("names a redirect that hides a page, with the line of redirectFrom", () => {
    edit("services/eor/index.mdx", (t) => t.replace("order: 1", "order: 1\nredirectFrom:\n  - /company"))
    expect(problems()).toEqual(['content/services/eor/index.mdx:6: field "redirectFrom" lists /company, but that is the path of content/pages/company/index.mdx: a redirect may not hide a page'])
  })

  it("names the file and line of a letter that only a font file no page preloads draws", () => {
    edit("pages/company/index.mdx", (t) => `${t}\nOffices in Nẵng\n`)
    expect(problems()).toEqual(['content/pages/company/index.mdx:8: the character U+1EB5 ẵ is only in inter-vietnamese-wght-normal.woff2, not in the preloaded core file; run `npm run fonts` to cut it into the site\'s fonts (README.md, "How a page loads")'])
  })

  it("names a label, a YAML mistake, the home page's data and a character no font draws", () => {
    edit("site.yaml", (t) => t.replace(/minRead: .*/, "minRead: min read"))
    edit("home.yaml", (t) => t.replace(/icon: scale/, "icon: sparkles"))
    edit("pages/company/index.mdx", (t) => `${t}\nก\n`)
    edit("snippets/how-pricing-works.json", (t) => t.replace('"title"', "title"))
    const found = problems()
    expect(found).toEqual([
      expect.stringMatching(/^content\/site\.yaml:\d+: field "labels\.article\.minRead" must say \{n\} where the value goes \("min read"\)$/),
      expect.stringMatching(/^content\/snippets\/how-pricing-works\.json:2: not valid JSON/),
      expect.stringMatching(/^content\/home\.yaml:\d+: field "offshore\.reasons\[0\]\.icon" names the icon "sparkles"/),
      'content/pages/company/index.mdx:8: the character U+0E01 ก is in no font file; run `npm run fonts` to cut it into the site\'s fonts (README.md, "How a page loads")',
    ])
    const siteText = fs.readFileSync(path.join(root, "site.yaml"), "utf8").split("\n")
    expect(siteText[Number(/site\.yaml:(\d+)/.exec(found[0] as string)![1]) - 1]).toContain("minRead:")
  })

  it("names a rates figure with no entry in the change log, and a change naming no line", () => {
    edit("data/statutory-rates.yaml", (t) => t.replace(/(id: sss\n(?:.*\n)*?\s+appliesFrom:) 2025-01-01/, "$1 2027-01-01"))
    edit("data/statutory-changes.yaml", (t) => t.replace("line: jp", "line: jpp"))
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/data\/statutory-changes\.yaml:\d+: changes\[\d+\] \(.*\): field "line" is "jpp", which is no line of ID/),
      expect.stringMatching(/^content\/data\/statutory-rates\.yaml:\d+: countries\[PH\]\.lines\[sss\]: field "appliesFrom" is 2027-01-01, but content\/data\/statutory-changes\.yaml has no change for PH sss on that date/),
    ])
  })

  it("names the file, line and field of a source link that is an agency's home page", () => {
    edit("data/statutory-rates.yaml", (t) => t.replace("url: https://www.philhealth.gov.ph/advisories/2025/PA2025-0002.pdf", "url: https://www.philhealth.gov.ph/"))
    edit("data/statutory-changes.yaml", (t) => t.replace("url: https://www.indiacode.nic.in/handle/123456789/16823", "url: https://labour.gov.in"))
    const found = problems()
    expect(found).toEqual([
      expect.stringMatching(/^content\/data\/statutory-rates\.yaml:\d+: countries\[PH\]\.lines\[philhealth\]: field "source\.url" is https:\/\/www\.philhealth\.gov\.ph\/, a home page: link the instrument itself, not the agency's home page/),
      expect.stringMatching(/^content\/data\/statutory-changes\.yaml:\d+: changes\[\d+\] \(Gratuity for fixed-term employees after one year\): field "source\.url" is https:\/\/labour\.gov\.in, a home page: link the instrument itself/),
    ])
    const lineOf = (file: string, problem: string) => fs.readFileSync(path.join(root, file), "utf8").split("\n")[Number(/\.yaml:(\d+)/.exec(problem)![1]) - 1]
    expect(lineOf("data/statutory-rates.yaml", found[0] as string)).toBe("          url: https://www.philhealth.gov.ph/")
    expect(lineOf("data/statutory-changes.yaml", found[1] as string)).toBe("      url: https://labour.gov.in")
  })

  it("takes a place's own minimum wage (minimum-wage-<place>) as a change of the country's minimum wage on that date", () => {
    const firstWage = (t: string) => t.replace(/line: minimum-wage\n/, "line: minimum-wage-region-4a\n")
    edit("data/statutory-changes.yaml", firstWage)
    expect(problems()).toEqual([])
    edit("data/statutory-changes.yaml", (t) => t.replace("line: minimum-wage-region-4a\n", "line: minimum-wages\n"))
    expect(problems()).toEqual([expect.stringMatching(/field "line" is "minimum-wages", which is no line of/)])
  })
})
