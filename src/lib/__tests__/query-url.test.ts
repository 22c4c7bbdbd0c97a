import { readQuery, searchHref } from "../query-url"

describe("query in the address", () => {
  it("reads q as a GET form writes it", () => {
    expect(readQuery("?q=vietnam+eor")).toBe("vietnam eor")
    expect(readQuery("?q=13th%20month%20%26%20THR")).toBe("13th month & THR")
    expect(readQuery("?other=1")).toBe("")
    expect(readQuery("")).toBe("")
  })

  it("writes /search?q=… with the query trimmed, and /search for nothing", () => {
    expect(searchHref(" vietnam eor ")).toBe("/search?q=vietnam+eor")
    expect(searchHref("a&b=c#d")).toBe("/search?q=a%26b%3Dc%23d")
    expect(searchHref("   ")).toBe("/search")
  })

  it("round-trips any query", () => {
    for (const q of ["payroll", "EOR in Vietnam", "100% + 13th month", "ä ö ü", "?q=x"]) {
      expect(readQuery(searchHref(q).slice("/search".length))).toBe(q)
    }
  })
})
