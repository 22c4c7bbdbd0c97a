/** @jest-environment node */
import { addDays, datedFigures, dueForReview, overdueReport, type DatedFigure } from "../../src/data/statutory"
import { readRates } from "../lib/data-files"

/**
 * A stale statutory figure cannot reach a release: this fails while any figure in
 * content/data/statutory-rates.yaml has a `reviewBy` date in the past. Check the figure against its source,
 * then move `checkedOn` to today and `reviewBy` to the date it must be checked again (content/README.md).
 */
const today = new Date().toISOString().slice(0, 10)

describe("statutory figures due for review", () => {
  it("no figure in the rates file is past its review date", () => {
    expect(overdueReport(datedFigures(readRates()), today)).toBe("")
  })

  it("an overdue figure is reported with its id, file and official source", () => {
    const fixture: DatedFigure = {
      id: "ID.jp",
      label: "Indonesia: BPJS Ketenagakerjaan pension (JP)",
      source: { title: "BPJS Ketenagakerjaan: pension (JP) wage cap", url: "https://www.bpjsketenagakerjaan.go.id/" },
      appliesFrom: "2025-03-01",
      checkedOn: "2025-03-10",
      reviewBy: "2026-02-15",
    }
    const fresh = { ...fixture, id: "SG.cpf", reviewBy: "2026-11-23" }
    expect(overdueReport([fixture, fresh], "2026-11-23")).toBe(
      "1 statutory figure(s) overdue for review on 2026-11-23:\n" +
        "  - ID.jp (Indonesia: BPJS Ketenagakerjaan pension (JP)) in content/data/statutory-rates.yaml: review by 2026-02-15, last checked 2025-03-10, source BPJS Ketenagakerjaan: pension (JP) wage cap <https://www.bpjsketenagakerjaan.go.id/>",
    )
  })

  it("lists the minimum wages too, and what falls due within 30 days", () => {
    const figures = datedFigures(readRates())
    expect(figures.filter((f) => f.id.endsWith(".minimumWage")).map((f) => f.id)).toEqual(["PH.minimumWage", "ID.minimumWage", "VN.minimumWage", "SG.minimumWage", "IN.minimumWage"])
    const soon = dueForReview(figures, addDays("2026-11-23", 30))
    expect(soon.every((f) => f.reviewBy <= "2026-12-23")).toBe(true)
  })
})
