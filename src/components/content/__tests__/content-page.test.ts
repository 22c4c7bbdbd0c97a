import { faqGroupId, pageContents } from "../content-page"

const faq = (question: string, group: string | null) => ({ question, answer: "An answer.", group })
const body = (...items: Array<[string, string]>) => ({ tableOfContents: { items: items.map(([url, title]) => ({ url, title })) } })

describe("pageContents", () => {
  it("puts the named groups of questions before the body's sources, in the order they first appear", () => {
    const page = { faqs: [faq("What is EOR?", "Employer of Record"), faq("What does it cost?", "Costs and payments"), faq("Who employs?", "Employer of Record")], mdx: body(["#intro", "Intro"], ["#sources", "Sources"]) }
    expect(pageContents(page)).toEqual([
      { url: "#intro", title: "Intro" },
      { url: "#faqs-employer-of-record", title: "Employer of Record" },
      { url: "#faqs-costs-and-payments", title: "Costs and payments" },
      { url: "#sources", title: "Sources" },
    ])
  })

  it("puts them after a body without sources, and leaves out questions without a group", () => {
    const page = { faqs: [faq("Loose question?", null), faq("Probation?", "Compliance & contracts")], mdx: body(["#steps", "Steps"]) }
    expect(pageContents(page)).toEqual([
      { url: "#steps", title: "Steps" },
      { url: "#faqs-compliance-contracts", title: "Compliance & contracts" },
    ])
  })

  it("is empty for a page with neither headings nor groups", () => {
    expect(pageContents({ faqs: [], mdx: null })).toEqual([])
  })
})

describe("faqGroupId", () => {
  it("is the group's name in lower case, words joined by hyphens, after faqs-", () => {
    expect(faqGroupId("  Costs & payments (2026) ")).toBe("faqs-costs-payments-2026")
  })
})
