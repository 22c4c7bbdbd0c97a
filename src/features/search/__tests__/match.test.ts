import { matchesEveryTerm, wordsAt } from "../match"

describe("matchesEveryTerm", () => {
  it("rejects pagefind's stand-ins for a word it could not find", () => {
    expect(matchesEveryTerm("xylophone", ["x"])).toBe(false)
    expect(matchesEveryTerm("qwxzv", ["Q"])).toBe(false)
    expect(matchesEveryTerm("indonesia xylophone", ["Indonesia,", "Indonesian", "x"])).toBe(false)
  })

  it("accepts the words and word forms a visitor means", () => {
    expect(matchesEveryTerm("hiring", ["Hiring", "hire,", "hires"])).toBe(true)
    expect(matchesEveryTerm("hiring", ["hire,"])).toBe(true)
    expect(matchesEveryTerm("payrolls", ["Payroll", "first-payroll"])).toBe(true)
    expect(matchesEveryTerm("indonesi", ["Indonesia's"])).toBe(true)
    expect(matchesEveryTerm("vietnam EOR", ["EOR", "Vietnam:"])).toBe(true)
    expect(matchesEveryTerm("13th-month", ["13th-month"])).toBe(true)
    expect(matchesEveryTerm("of", ["of"])).toBe(true)
  })

  it("wants every word, and at least one", () => {
    expect(matchesEveryTerm("vietnam eor", ["Vietnam"])).toBe(false)
    expect(matchesEveryTerm("  ", ["anything"])).toBe(false)
  })
})

describe("wordsAt", () => {
  it("reads the words at the given positions, once each", () => {
    expect(wordsAt("Hire staff in Indonesia. Indonesia works", [3, 4, 9])).toEqual(["Indonesia.", "Indonesia"])
  })
})
