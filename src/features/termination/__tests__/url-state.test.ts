/** @jest-environment node */
import { readEstimatorState, writeEstimatorState, type EstimatorState } from "../url-state"

const base = (country: string | null): EstimatorState => ({
  country: country === "ID" ? "ID" : "PH",
  place: "",
  cause: country === "ID" ? "resignation" : "redundancy",
  salary: country === "ID" ? "10000000" : "40000",
  average: "",
  basic: "",
  start: "2023-11-28",
  end: "2026-11-28",
  leave: "",
  fixedTerm: false,
  insured: true,
  lieu: false,
})

describe("the estimator's case in the address", () => {
  it("round-trips a case, leaving out what is empty", () => {
    const s: EstimatorState = { ...base(null), cause: "retrenchment", salary: "30,000", basic: "25000", leave: "2.5", place: "ph-region-7", lieu: true }
    const q = writeEstimatorState(s)
    expect(q).toBe("?country=PH&place=ph-region-7&cause=retrenchment&salary=30000&basic=25000&start=2023-11-28&end=2026-11-28&leave=2.5&insured=1&lieu=1")
    expect(readEstimatorState(q, base)).toEqual({ ...s, salary: "30000" })
  })
  it("opens a link that names only the country on that country's example case", () => {
    expect(readEstimatorState("?country=id", base)).toEqual(base("ID"))
  })
  it("keeps what was typed even when it is not valid yet, and drops a place of another country", () => {
    const s = readEstimatorState("?country=PH&salary=12a&start=2024-13-01&place=vn-region-4&insured=0", base)
    expect([s.salary, s.start, s.place, s.insured]).toEqual(["12a", "2024-13-01", "", false])
  })
})
