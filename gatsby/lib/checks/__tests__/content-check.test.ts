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
const FIXTURE = path.join(__dirname, "..", "..", "..", "..", "src", "test", "fixtures", "content")
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
  for (const f of ["data/countries.yaml", "data/statutory-rates.yaml", "data/statutory-changes.yaml", "data/public-holidays.yaml", "data/termination-rules.yaml", "snippets/vietnam-labour-leasing.json", "snippets/how-pricing-works.json"])
    write(f, fs.readFileSync(path.join(FIXTURE, f), "utf8"))
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
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const problems = () => checkContent(root).problems.map((p) => p.replace(/ in content\/data\/statutory-rates\.yaml; write .*$/, ""))

  it("passes a folder that meets every rule, and counts its files", () => {
    const result = checkContent(root)
    expect(result.problems).toEqual([])
    expect(result.files).toBe(13)
  })

  it("names file, line and field of a missing or mistyped frontmatter field", () => {
    edit("blog/philippines-guide/index.mdx", (t) => t.replace(/^description: .*\n/m, "").replace("date: 2025-05-01", "date: 1 May 2025"))
    expect(problems()).toEqual(['content/blog/philippines-guide/index.mdx:1: field "description" is required', 'content/blog/philippines-guide/index.mdx:3: field "date" must be a date written YYYY-MM-DD, got "1 May 2025"'])
  })

  it("names file and line of a component writers may not use (the page would fail only when it renders)", () => {
    edit("blog/philippines-guide/index.mdx", (t) => t.replace("## Two\n", '## Two\n\n<Calout tone="tip">A tip.</Calout>\n'))
    const line =
      fs
        .readFileSync(path.join(root, "blog/philippines-guide/index.mdx"), "utf8")
        .split("\n")
        .findIndex((l) => l.includes("<Calout")) + 1
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^content/blog/philippines-guide/index\\.mdx:${line}: <Calout> is not a component writers may use; the components are <Callout>, <CallToAction>, `))])
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

  it("takes a letter beyond latin that both brand fonts draw: the build cuts it into the fonts pages preload", () => {
    edit("pages/company/index.mdx", (t) => `${t}\nOffices in Đà Nẵng and A Coruña\n`)
    expect(problems()).toEqual([])
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
      'content/pages/company/index.mdx:8: the character U+0E01 ก is in neither of the site\'s fonts (Inter, Source Serif 4), so a system font would draw it (README.md, "How a page loads")',
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

  it("names the file, line and field of a termination rule's mistakes, and a bonus rule naming no rates line", () => {
    edit("data/termination-rules.yaml", (t) =>
      t
        .replace("perYear: 0.5\n        minMonths: 1", "perYear: half\n        minMonths: 1")
        .replace("ratesLine: statutory-bonus", "ratesLine: bonus")
        .replace(
          "reviewBy: 2027-05-28\n        read: secondary\n        readVia: our fact checks of 23 and 25 November 2026 (docs/fact-checks, law-firm summaries of PP 35/2021",
          "reviewBy: 2026-05-28\n        read: secondary\n        readVia: our fact checks of 23 and 25 November 2026 (docs/fact-checks, law-firm summaries of PP 35/2021",
        ),
    )
    const found = problems()
    expect(found).toEqual([
      expect.stringMatching(/^content\/data\/termination-rules\.yaml:\d+: countries\[PH\]\.rules\[separation-retrenchment\]: field "perYear" must be a positive number of months/),
      expect.stringMatching(/^content\/data\/termination-rules\.yaml:\d+: countries\[ID\]\.rules\[notice\]: field "reviewBy" must be after "checkedOn"/),
      expect.stringMatching(/^content\/data\/termination-rules\.yaml:\d+: countries\[IN\]\.rules\[bonus\]: field "ratesLine" is "bonus", which is no line of IN in content\/data\/statutory-rates\.yaml/),
    ])
    const lineOf = (problem: string) => fs.readFileSync(path.join(root, "data/termination-rules.yaml"), "utf8").split("\n")[Number(/\.yaml:(\d+)/.exec(problem)![1]) - 1]
    expect(found.map(lineOf)).toEqual(["        perYear: half", "        reviewBy: 2026-05-28", "        ratesLine: bonus"])
  })

  it("takes a place's own minimum wage (minimum-wage-<place>) as a change of the country's minimum wage on that date", () => {
    const firstWage = (t: string) => t.replace(/line: minimum-wage\n/, "line: minimum-wage-region-4a\n")
    edit("data/statutory-changes.yaml", firstWage)
    expect(problems()).toEqual([])
    edit("data/statutory-changes.yaml", (t) => t.replace("line: minimum-wage-region-4a\n", "line: minimum-wages\n"))
    expect(problems()).toEqual([expect.stringMatching(/field "line" is "minimum-wages", which is no line of/)])
  })

  it("names the file and line of a holiday whose kind, instrument or date is wrong, and of a second entry on one day", () => {
    edit("data/public-holidays.yaml", (t) =>
      t
        .replace("{ date: 2026-12-31, name: Last Day of the Year, kind: special, instrument: proc-1 }", "{ date: 2027-12-31, name: Last Day of the Year, kind: spcial, instrument: proc-9 }")
        .replace("{ date: 2026-08-10, name: National Day (in lieu)", "{ date: 2026-08-09, name: National Day (in lieu)"),
    )
    const found = problems()
    expect(found).toEqual([
      'content/data/public-holidays.yaml:68: countries[PH].years[0].holidays[2] (Last Day of the Year): field "date" is 2027-12-31, outside the year 2026',
      'content/data/public-holidays.yaml:68: countries[PH].years[0].holidays[2] (Last Day of the Year): field "kind" is "spcial", which is none of the country\'s kinds (regular, special)',
      'content/data/public-holidays.yaml:68: countries[PH].years[0].holidays[2] (Last Day of the Year): field "instrument" is "proc-9", which is none of the country\'s instruments (proc-1, proc-2)',
      'content/data/public-holidays.yaml:110: countries[SG].years[0].holidays[1] (National Day (in lieu)): field "date" is 2026-08-09, already the date of National Day: one entry per day (name both holidays in one)',
    ])
  })

  it("names a provisional date without its reason and an instrument read in a report that names none", () => {
    edit("data/public-holidays.yaml", (t) => t.replace(", provisional: true, note: Depends on the moon.", ", provisional: true").replace("readVia: a fixture newspaper", "readVia: null"))
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/data\/public-holidays\.yaml:\d+: countries\[PH\]\.instruments\[proc-2\]: field "readVia" must name the secondary source/),
      expect.stringMatching(/^content\/data\/public-holidays\.yaml:67: countries\[PH\]\.years\[0\]\.holidays\[1\] \(Eid'l Fitr\): field "note" must say why the date is provisional/),
    ])
  })

  it("resolves links to each calendar page the holiday file holds, and takes public-holidays as a change-log line", () => {
    edit("pages/company/index.mdx", (t) => `${t}\nSee [the 2027 calendar](/resources/public-holidays/philippines/2027) and [2028](/resources/public-holidays/philippines/2028).\n`)
    write("pages/holidays/index.mdx", `---\ntitle: Public holidays\ndescription: The public holidays of each country we employ in, with the decree behind each date and a calendar feed.\npath: /resources/public-holidays\ntool: public-holidays\n---\nText.\n`)
    edit("data/statutory-changes.yaml", (t) => t.replace(/line: minimum-wage\n/, "line: public-holidays\n"))
    expect(problems()).toEqual(["content/pages/company/index.mdx:8: the link /resources/public-holidays/philippines/2028 is broken: /resources/public-holidays/philippines/2028 is not a page of the site"])
  })

  it("names file and line of a <CalculatorLink> to a country the calculator's rates lack", () => {
    edit("pages/company/index.mdx", (t) => `${t}\n<CalculatorLink country="PH" />\n\n<CalculatorLink country="TH" />\n`)
    expect(problems()).toEqual(['content/pages/company/index.mdx:10: <CalculatorLink country="TH"> names no country of content/data/statutory-rates.yaml (PH, ID, VN, SG, IN)'])
  })

  describe("a fifth employing country (src/test/fixtures/new-country: Malaysia, MY)", () => {
    const NEW = path.join(FIXTURE, "..", "new-country")
    const piece = (file: string) => fs.readFileSync(path.join(NEW, file), "utf8")
    const lineOf = (file: string, needle: string | RegExp, after = "") => {
      const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n")
      const from = after ? lines.findIndex((l) => l.includes(after)) : 0
      return lines.findIndex((l, i) => i >= from && (typeof needle === "string" ? l.includes(needle) : needle.test(l))) + 1
    }
    /** The country's row says we employ there (Malaysia is in the table already, where clients are served). */
    const employInMalaysia = () => edit("data/countries.yaml", (t) => t.replace(/(- code: MY\n(?:.*\n)*?\s+employ:) false/, "$1 true"))
    const addRates = () => edit("data/statutory-rates.yaml", (t) => t.replace(/(perUSD:\n(?:\s+\w+: .*\n)+)/, "$1    MYR: 4.2\n").replace(/\n( {2}- code: SG\n)/, `\n${piece("statutory-rates.yaml")}\n$1`))
    const addEntity = () => edit("site.yaml", (t) => t.replace(/^employingEntities:\n/m, `employingEntities:\n${piece("site.yaml")}`).replace(/^unconfirmed:\n/m, "unconfirmed:\n  - employingEntities.MY\n"))
    const complete = () => {
      employInMalaysia()
      addRates()
      addEntity()
    }

    it("passes when the country is complete: its row, its rates and its employing entity", () => {
      complete()
      // A role placed there and a service page about it are then accepted too.
      write("roles/marketing/index.mdx", `---\ntitle: Marketing\ndescription: ${words(12)}\nsummary: Marketers hired in four countries.\norder: 1\npositions: [SEO, Content, Paid media]\nhireIn: [PH, MY]\n---\n${words(900)}\n`)
      expect(problems()).toEqual([])
    })

    it("names file and line of each piece left out", () => {
      employInMalaysia()
      expect(problems()).toEqual([
        `content/data/countries.yaml:${lineOf("data/countries.yaml", "employ: true", "code: MY")}: countries[MY]: field "employ" is true, but content/site.yaml has no employing entity for MY: add one under employingEntities (its header explains the fields)`,
        `content/data/countries.yaml:${lineOf("data/countries.yaml", "employ: true", "code: MY")}: countries[MY]: field "employ" is true, but content/data/statutory-rates.yaml has no country MY: add its rates (the file's header explains the fields)`,
      ])
      addEntity()
      addRates()
      edit("data/countries.yaml", (t) => t.replace(/\n {2}- code: MY\n(?: {4}.*\n)+/, "\n"))
      edit("site.yaml", (t) => t.replace(/areaServed: .*/, "areaServed: [SG, MY, PH, TH, VN, ID]"))
      expect(problems()).toEqual([
        `content/data/statutory-rates.yaml:${lineOf("data/statutory-rates.yaml", "- code: MY")}: countries[MY]: field "code" is "MY", which content/data/countries.yaml lacks (it has PH, ID, VN, IN, SG, TH): add the country there, or correct the code`,
        `content/site.yaml:${lineOf("site.yaml", "- country: MY")}: employingEntities[MY]: field "country" is "MY", not one of the employing countries of content/data/countries.yaml (PH, ID, VN, IN)`,
        `content/site.yaml:${lineOf("site.yaml", "areaServed:")}: field "areaServed" is ["SG","MY","PH","TH","VN","ID"], but the countries marked served in content/data/countries.yaml are PH, ID, VN, SG, TH: the two must say the same`,
      ])
    })

    it("names a name that differs from the table's, and a page naming a country where we do not employ", () => {
      complete()
      edit("data/statutory-rates.yaml", (t) => t.replace("name: Malaysia\n    currency: MYR", "name: Malaya\n    currency: MYR"))
      edit("site.yaml", (t) => t.replace("countryName: Malaysia", "countryName: the Malaysia"))
      write("roles/marketing/index.mdx", `---\ntitle: Marketing\ndescription: ${words(12)}\nsummary: Marketers hired in four countries.\norder: 1\npositions: [SEO, Content, Paid media]\nhireIn: [PH, TH]\n---\n${words(900)}\n`)
      expect(problems()).toEqual([
        `content/data/statutory-rates.yaml:${lineOf("data/statutory-rates.yaml", "name: Malaya")}: countries[MY]: field "name" is "Malaya", but content/data/countries.yaml has "Malaysia" for MY (name)`,
        `content/site.yaml:${lineOf("site.yaml", "countryName: the Malaysia")}: employingEntities[MY]: field "countryName" is "the Malaysia", but content/data/countries.yaml has "Malaysia" for MY (inText)`,
        `content/roles/marketing/index.mdx:${lineOf("roles/marketing/index.mdx", "hireIn:")}: field "hireIn[1]" is "TH", not an employing country of content/data/countries.yaml (PH, ID, VN, IN, MY)`,
      ])
    })

    it("names file and line of a rounding the calculator cannot apply: the new country's, and Singapore's CPF", () => {
      complete()
      edit("data/statutory-rates.yaml", (t) => t.replace("rounding: { each: { to: major, mode: up } }", "rounding: { each: { to: ringgit, mode: up } }").replace(/rounding: \{ total: (\{[^}]*\}), employee: \{[^}]*\} \}/, "rounding: { total: $1 }"))
      expect(problems()).toEqual([
        `content/data/statutory-rates.yaml:${lineOf("data/statutory-rates.yaml", "to: ringgit")}: countries[MY].lines[epf]: field "rounding.each.to" must be minor or major (it is "ringgit")`,
        `content/data/statutory-rates.yaml:${lineOf("data/statutory-rates.yaml", "rounding: { total:")}: countries[SG].lines[cpf]: field "rounding" must be { each: { to, mode } } or { total: { to, mode }, employee: { to, mode } }, not total`,
      ])
    })

    it("names file and line of the company's address where its country is spelled otherwise than in the table", () => {
      edit("site.yaml", (t) => t.replace(/^( {2}country:) Singapore$/m, "$1 Republic of Singapore"))
      expect(problems()).toEqual([`content/site.yaml:${lineOf("site.yaml", "country: Republic of Singapore")}: address: field "country" is "Republic of Singapore", but content/data/countries.yaml has "Singapore" for SG (name)`])
      edit("site.yaml", (t) => t.replace(/^( {2}country:) Republic of Singapore$/m, "$1 Singapore").replace(/^( {2}countryCode:) SG$/m, "$1 SX"))
      expect(problems()).toEqual([`content/site.yaml:${lineOf("site.yaml", "countryCode: SX")}: address: field "countryCode" is "SX", which content/data/countries.yaml lacks (it has PH, ID, VN, IN, SG, MY, TH): add the country there, or correct the code`])
    })

    it("names file, line and field of the table's own mistakes", () => {
      edit("data/countries.yaml", (t) => t.replace("currency: MYR", "currency: RM").replace(/(- code: TH\n(?:.*\n)*?\s+served:) true/, "$1 yes"))
      expect(problems()).toEqual([
        `content/data/countries.yaml:${lineOf("data/countries.yaml", "currency: RM")}: countries[MY]: field "currency" must be the currency's three capital letters (ISO 4217: PHP)`,
        `content/data/countries.yaml:${lineOf("data/countries.yaml", "served: yes")}: countries[TH]: field "served" must be true or false`,
      ])
    })
  })
})
