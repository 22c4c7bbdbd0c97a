/** @jest-environment node */
import { formatErrors, validateFrontmatter } from "../frontmatter"

const article = {
  title: "What is an EOR?",
  description: "A plain-language explainer for Singapore business owners who have never used an employer of record.",
  date: "2025-01-14",
  category: "EOR fundamentals",
  tags: ["eor", "singapore"],
  author: "Solvix Editorial Team",
  takeaways: ["One", "Two", "Three"],
}

describe("validateFrontmatter", () => {
  it("accepts a complete article and normalises dates and defaults", () => {
    const { values, errors } = validateFrontmatter("article", { ...article, date: new Date("2025-01-14T00:00:00Z") })
    expect(errors).toEqual([])
    expect(values["date"]).toBe("2025-01-14")
    expect(values["featured"]).toBe(false)
    expect(values["redirectFrom"]).toEqual([])
  })

  it("names a missing required field", () => {
    const { errors } = validateFrontmatter("article", { ...article, category: undefined })
    expect(errors).toContainEqual({ field: "category", message: "is required" })
  })

  it("names an unknown (misspelled) field with the known ones", () => {
    const { errors } = validateFrontmatter("article", { ...article, titel: "x" })
    expect(errors[0]?.field).toBe("titel")
    expect(errors[0]?.message).toMatch(/not a field of a article.*title/)
  })

  it("rejects wrong types, impossible dates, bad enums and lengths", () => {
    const { errors } = validateFrontmatter("article", { ...article, date: "2025-02-30", category: "News", description: "Too short", tags: "eor" })
    const fields = errors.map((e) => e.field)
    expect(fields).toEqual(expect.arrayContaining(["date", "category", "description", "tags"]))
    expect(errors.find((e) => e.field === "description")?.message).toMatch(/at least 70 characters, got 9/)
  })

  it("explains a list item that YAML read as a key", () => {
    const { errors } = validateFrontmatter("article", { ...article, takeaways: ["One", { "Default to writing": "x" }, "Three"] })
    expect(errors).toHaveLength(1)
    expect(errors[0]?.field).toBe("takeaways[1]")
    expect(errors[0]?.message).toMatch(/quote the item/)
  })

  it("checks services' FAQs and their count", () => {
    const service = { title: "EOR Vietnam", description: "x".repeat(80), summary: "A summary of twenty chars or more.", order: 1, faqs: [{ question: "Why us?", answer: "Because of reasons." }] }
    const { errors } = validateFrontmatter("service", service)
    expect(errors).toContainEqual({ field: "faqs", message: "needs at least 5 entries, got 1" })
    const bad = validateFrontmatter("service", { ...service, faqs: [{ question: "Why?", answer: 3, extra: 1 }] })
    expect(bad.errors.map((e) => e.field)).toEqual(expect.arrayContaining(["faqs[0].extra", "faqs[0].answer"]))
  })

  it("checks redirect paths and page paths", () => {
    const { errors } = validateFrontmatter("sector", { title: "Legal", description: "x".repeat(80), summary: "A summary of twenty chars.", order: 1, redirectFrom: ["/industries/legal/", "industries/law"] })
    expect(errors.map((e) => e.field)).toEqual(["redirectFrom[0]", "redirectFrom[1]"])
    const page = validateFrontmatter("page", { title: "About", description: "x".repeat(80), path: "/About/" })
    expect(page.errors[0]?.field).toBe("path")
  })

  it("takes a role's countries (hireIn) as country codes, and none by default (content/data/countries.yaml decides which: the content check)", () => {
    const role = { title: "Marketing", description: "x".repeat(80), summary: "A summary of twenty chars.", order: 1, positions: ["SEO", "Content", "Paid media"] }
    expect(validateFrontmatter("role", role)).toEqual({ values: expect.objectContaining({ hireIn: [] }), errors: [] })
    expect(validateFrontmatter("role", { ...role, hireIn: ["PH", "IN"] }).values["hireIn"]).toEqual(["PH", "IN"])
    const { errors } = validateFrontmatter("role", { ...role, hireIn: ["PH", "Vietnam", "sg"] })
    expect(errors.map((e) => e.field)).toEqual(["hireIn[1]", "hireIn[2]"])
    expect(errors[0]?.message).toMatch(/a country code where we place the role, two capital letters/)
  })

  it("reports a file without frontmatter", () => {
    expect(validateFrontmatter("page", undefined).errors[0]?.field).toBe("frontmatter")
  })

  it("formats errors with the file and each field", () => {
    const text = formatErrors("content/blog/x/index.mdx", [{ field: "date", message: "is required" }])
    expect(text).toBe('content/blog/x/index.mdx has a mistake in its frontmatter:\n  - field "date" is required')
  })
})
