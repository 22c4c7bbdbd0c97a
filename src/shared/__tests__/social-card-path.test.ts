import { NOT_FOUND_CARD_PAGE, socialCardPath } from "../social-card-path"

describe("socialCardPath", () => {
  it("names the home page's card index.png", () => {
    expect(socialCardPath("/")).toBe("/og/index.png")
    expect(socialCardPath("")).toBe("/og/index.png")
  })

  it("mirrors a page's path under /og", () => {
    expect(socialCardPath("/about")).toBe("/og/about.png")
    expect(socialCardPath("/resources/blog/eor-indonesia-guide")).toBe("/og/resources/blog/eor-indonesia-guide.png")
    expect(socialCardPath("/resources/blog/page/2")).toBe("/og/resources/blog/page/2.png")
  })

  it("gives both trailing-slash forms, a query or a hash the same card", () => {
    expect(socialCardPath("/services/employer-of-record/")).toBe("/og/services/employer-of-record.png")
    expect(socialCardPath("/search?q=eor")).toBe("/og/search.png")
    expect(socialCardPath("/faqs#payroll")).toBe("/og/faqs.png")
  })

  it("has a generic card for the not-found page", () => {
    expect(socialCardPath(NOT_FOUND_CARD_PAGE)).toBe("/og/404.png")
  })
})
