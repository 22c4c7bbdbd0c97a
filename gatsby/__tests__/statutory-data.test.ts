/** @jest-environment node */
import path from "node:path"
import { changeAnchor, findFigure, formatFigure, sortChanges, validateChanges, validateRates, type RatesData } from "../../src/data/statutory"
import { readChanges, readRates } from "../lib/data-files"

/**
 * The statutory data's checks on the tests' own copy of the files (src/test/fixtures/content/data/): what the real
 * files must satisfy, and how they agree with each other, is `npm run check:content` (gatsby/lib/checks/content-check.ts).
 */
const FIXTURE = path.join(__dirname, "..", "..", "src", "test", "fixtures")
const rates = readRates(FIXTURE)
const codes = rates.countries.map((c) => c.code)
const clone = (v: RatesData): RatesData => JSON.parse(JSON.stringify(v)) as RatesData

describe("validateRates", () => {
  it("is valid: every line and minimum wage names its source and dates", () => {
    expect(validateRates(rates)).toEqual([])
  })

  it("names the country, line or minimum wage, and the field, when a figure lacks its source or dates", () => {
    const broken = clone(rates)
    const sss = broken.countries[0]!.lines[0]! as unknown as Record<string, unknown>
    delete sss["checkedOn"]
    sss["reviewBy"] = "2026-13-01"
    ;(broken.countries[1]!.lines[2]! as unknown as Record<string, unknown>)["source"] = "https://www.bpjsketenagakerjaan.go.id/"
    const region4 = broken.countries[2]!.minimumWage.places.find((p) => p.id === "vn-region-4")!
    region4.source = { title: "", url: "vanban.chinhphu.vn" }
    expect(validateRates(broken)).toEqual([
      'countries[PH].lines[sss]: field "checkedOn" must be a date (YYYY-MM-DD)',
      'countries[PH].lines[sss]: field "reviewBy" must be a date (YYYY-MM-DD)',
      'countries[ID].lines[jp]: field "source" must give the official source as title and url',
      'countries[VN].minimumWage.places[vn-region-4]: field "source.title" is required: name the official page (agency and document)',
      'countries[VN].minimumWage.places[vn-region-4]: field "source.url" must be an https:// link to the official source',
    ])
  })

  it("refuses a source that is an agency's home page: the link must open the instrument itself", () => {
    const broken = clone(rates)
    broken.countries[0]!.lines.find((l) => l.id === "philhealth")!.source = { title: "PhilHealth Advisory No. 2025-0002", url: "https://www.philhealth.gov.ph/" }
    broken.countries[3]!.lines[0]!.source.url = "https://www.cpf.gov.sg"
    broken.countries[2]!.minimumWage.places.find((p) => p.id === "vn-region-4")!.source.url = "https://vanban.chinhphu.vn/#top"
    // A document addressed by its query string is the document, not the home page.
    broken.countries[1]!.lines[0]!.source.url = "https://vanban.chinhphu.vn/?pageid=27160&docid=218107"
    expect(validateRates(broken)).toEqual([
      "countries[PH].lines[philhealth]: field \"source.url\" is https://www.philhealth.gov.ph/, a home page: link the instrument itself, not the agency's home page (the circular, decree, regulation or gazette notice, or the agency's page for that rule)",
      "countries[VN].minimumWage.places[vn-region-4]: field \"source.url\" is https://vanban.chinhphu.vn/#top, a home page: link the instrument itself, not the agency's home page (the circular, decree, regulation or gazette notice, or the agency's page for that rule)",
      "countries[SG].lines[cpf]: field \"source.url\" is https://www.cpf.gov.sg, a home page: link the instrument itself, not the agency's home page (the circular, decree, regulation or gazette notice, or the agency's page for that rule)",
    ])
  })

  it("requires a minimum wage per country with its places, a figure null only where none is held", () => {
    const broken = clone(rates)
    delete (broken.countries[3] as unknown as Record<string, unknown>)["minimumWage"]
    broken.countries[0]!.minimumWage.places[1]!.monthly = -1
    expect(validateRates(broken)).toEqual(['countries[PH].minimumWage.places[ph-car]: field "monthly" must be a positive number, or null where no current figure is held', 'countries[SG]: field "minimumWage" is required (placeKind, basis, places)'])
  })

  it("finds and formats figures by id", () => {
    expect(formatFigure(findFigure(rates, "SG.cpf.cap")!)).toBe("S$8,000")
    expect(formatFigure(findFigure(rates, "PH.sss.employerRate")!)).toBe("10%")
    expect(formatFigure(findFigure(rates, "ID.jkk.employerRate")!)).toBe("0.24%")
    expect(findFigure(rates, "VN.minimumWage.monthly")?.value).toBe(findFigure(rates, "VN.minimumWage.vn-region-1")?.value)
    expect(findFigure(rates, "SG.minimumWage.monthly")).toBeNull()
    expect(findFigure(rates, "VN.minimumWage.vn-region-9")).toBeNull()
    expect(findFigure(rates, "ID.jp.legalBasis")).toBeNull()
    expect(findFigure(rates, "XX.jp.cap")).toBeNull()
  })
})

describe("validateChanges", () => {
  const { changes } = readChanges(FIXTURE)
  it("is valid and names countries of the rates file", () => {
    expect(validateChanges({ changes }, codes)).toEqual([])
  })
  it("reports a bad entry by index and title, and a duplicate anchor", () => {
    const first = changes[0]!
    const broken = [
      { ...first, date: "1 July 2024", source: { title: "x", url: "http://x" } },
      { ...first, country: "MY" },
      first,
      first,
      { ...first, date: "2024-07-02", read: "secondary", readVia: null },
      { ...first, date: "2024-07-03", read: "official", readVia: "a newspaper", checkedOn: "23 November 2026" },
    ] as typeof changes
    expect(validateChanges({ changes: broken }, codes)).toEqual([
      'changes[0] (Regional minimum wages raised): field "date" must be the date it takes effect (YYYY-MM-DD)',
      'changes[0] (Regional minimum wages raised): field "source" must give title and an https:// url of the official source',
      'changes[1] (Regional minimum wages raised): field "country" must be one of PH, ID, VN, SG, IN',
      "changes[3] (Regional minimum wages raised): a second change for VN minimum-wage on 2024-07-01; merge them",
      `changes[4] (Regional minimum wages raised): field "read" must say how the source was read: official (and readVia: null), or secondary with readVia naming the report`,
      `changes[5] (Regional minimum wages raised): field "read" must say how the source was read: official (and readVia: null), or secondary with readVia naming the report`,
      'changes[5] (Regional minimum wages raised): field "checkedOn" must be the date the entry was checked (YYYY-MM-DD)',
    ])
  })
  it("refuses a change whose source is an agency's home page", () => {
    const first = changes[0]!
    expect(validateChanges({ changes: [{ ...first, source: { title: first.source.title, url: "https://vanban.chinhphu.vn/" } }] }, codes)).toEqual([
      "changes[0] (Regional minimum wages raised): field \"source.url\" is https://vanban.chinhphu.vn/, a home page: link the instrument itself, not the agency's home page (the circular, decree, regulation or gazette notice, or the agency's page for that rule)",
    ])
  })
  it("sorts newest first and anchors each change", () => {
    const sorted = sortChanges(changes)
    expect(sorted.map((c) => c.date)).toEqual([...changes.map((c) => c.date)].sort().reverse())
    expect(changeAnchor("ID", "jp", "2026-03-01")).toBe("id-jp-2026-03-01")
  })
})

import { changeFeedXml } from "../lib/post-build/change-feed"

describe("the change-log feed", () => {
  it("has one item per change, newest first, linking to its anchor with the source in the text", () => {
    const { changes } = readChanges(FIXTURE)
    const xml = changeFeedXml({ siteUrl: "https://x.sg", name: "Solvix", description: "d" }, changes, { ID: "Indonesia", VN: "Vietnam" }, new Date("2026-11-23T00:00:00Z"))
    expect(xml.match(/<item>/g)).toHaveLength(changes.length)
    expect(xml).toContain('<atom:link href="https://x.sg/resources/statutory-changes/rss.xml" rel="self"')
    expect(xml).toContain("<link>https://x.sg/resources/statutory-changes#id-jp-2026-03-01</link>")
    expect(xml).toContain("<title>Indonesia: Pension (JP) wage cap raised</title>")
    const dates = [...xml.matchAll(/<pubDate>(.*?)<\/pubDate>/g)].map((m) => Date.parse(m[1]!))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })
})
