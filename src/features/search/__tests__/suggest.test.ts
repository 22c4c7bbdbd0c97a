import { correctWord, editDistance, suggestQuery } from "../suggest"
import { countTerms } from "../../../shared/search-terms"

/** Words as the site's titles and summaries give them (gatsby/post-build/search-index.ts counts them). */
const TERMS = countTerms(["Employer of Record in the Philippines", "Employer of Record in Indonesia", "Employer of Record in Vietnam", "Hire remote developers in the Philippines", "Payroll, tax and compliance", "Accounting & Finance", "Philanthropy"])

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one edit each", () => {
    expect(editDistance("philipines", "philippines")).toBe(1)
    expect(editDistance("payrol", "payroll")).toBe(1)
    expect(editDistance("vietnan", "vietnam")).toBe(1)
    expect(editDistance("indoensia", "indonesia")).toBe(1)
    expect(editDistance("kitten", "sitting")).toBe(3)
  })

  it("stops early once past the limit", () => {
    expect(editDistance("philippines", "vietnam", 2)).toBe(3)
  })
})

describe("correctWord", () => {
  it("corrects a misspelt word to the nearest site word", () => {
    expect(correctWord("philipines", TERMS)).toBe("philippines")
    expect(correctWord("Phillipines", TERMS)).toBe("philippines")
    expect(correctWord("indoensia", TERMS)).toBe("indonesia")
    expect(correctWord("payrol", TERMS)).toBe("payroll")
  })

  it("leaves site words, short words, numbers and far-off words alone", () => {
    expect(correctWord("philippines", TERMS)).toBeNull()
    expect(correctWord("eor", TERMS)).toBeNull()
    expect(correctWord("2026", TERMS)).toBeNull()
    expect(correctWord("xylophone", TERMS)).toBeNull()
  })

  it("prefers the word the site uses more often on a tie", () => {
    expect(correctWord("cats", { cars: 1, bats: 2 })).toBe("bats")
    expect(correctWord("cats", { cars: 5, bats: 2 })).toBe("cars")
  })
})

describe("suggestQuery", () => {
  it("corrects only the misspelt words and keeps the rest as typed", () => {
    expect(suggestQuery("eor philipines", TERMS)).toBe("eor philippines")
    expect(suggestQuery("EOR in Vietnan", TERMS)).toBe("EOR in vietnam")
  })

  it("returns null when nothing needs correcting", () => {
    expect(suggestQuery("eor philippines", TERMS)).toBeNull()
    expect(suggestQuery("qwxzv", TERMS)).toBeNull()
    expect(suggestQuery("", TERMS)).toBeNull()
  })
})

describe("countTerms", () => {
  it("counts words of four letters or more in lower case", () => {
    expect(countTerms(["Hire in the Philippines", "the philippines, again"])).toEqual({ hire: 1, philippines: 2, again: 1 })
  })
})
