import { names, queryTerms, rankResults, words } from "../rank"

const page = (title: string, anchors: string[] = []) => ({ title, anchors })

describe("words and terms", () => {
  it("treats EOR and employer of record as one word", () => {
    expect(words("Employer of Record in Vietnam")).toEqual(["eor", "in", "vietnam"])
    expect(queryTerms("vietnam EOR eor")).toEqual(["vietnam", "eor"])
    expect(queryTerms("employer of record")).toEqual(["eor"])
  })

  it("matches whole words, and word starts for terms of four letters or more", () => {
    expect(names("Why Indonesia works", ["indo"])).toBe(true)
    expect(names("Hire, Pay, Manage", ["pay"])).toBe(true)
    expect(names("Hiring through an EOR", ["thr"])).toBe(false)
    expect(names("EOR in Indonesia: BPJS, THR and termination", ["thr"])).toBe(true)
    expect(names("Anything", [])).toBe(false)
  })
})

describe("rankResults", () => {
  it("puts pages whose title names the whole query first, then keeps pagefind's order", () => {
    const items = [page("Logistics"), page("Hire, Pay, Manage: A Payroll Playbook"), page("How it works")]
    expect(rankResults(items, "payroll").map((i) => i.title)).toEqual(["Hire, Pay, Manage: A Payroll Playbook", "Logistics", "How it works"])
  })

  it("orders pages that share the topic by how often other pages link to them with the query's words", () => {
    const items = [
      page("Why Indonesia works as a remote talent hub", ["Indonesia as a remote talent hub", "the talent hub article"]),
      page("Managing a Remote Team in the Philippines, Indonesia and Vietnam", ["remote team management guide", "remote team management guide"]),
      page("Employer of Record in Indonesia", ["Indonesia", "EOR in Indonesia", "Indonesia", "our EOR service"]),
      page("EOR in Indonesia: the compliance guide", ["Indonesia compliance guide", "EOR Indonesia compliance guide"]),
    ]
    expect(rankResults(items, "indonesia").map((i) => i.title)).toEqual([
      "Employer of Record in Indonesia",
      "EOR in Indonesia: the compliance guide",
      "Why Indonesia works as a remote talent hub",
      "Managing a Remote Team in the Philippines, Indonesia and Vietnam",
    ])
  })

  it("counts a title or link text that says 'employer of record' for a query that says 'eor', and the other way round", () => {
    const items = [
      page("The top 5 roles to place in Vietnam through Solvix's EOR", ["top roles in Vietnam"]),
      page("EOR services in Vietnam: the complete 2025 guide", ["Vietnam EOR guide"]),
      page("Employer of Record in Vietnam", ["EOR in Vietnam", "Vietnam", "employer of record in Vietnam"]),
      page("EOR vs PEO", []),
    ]
    expect(rankResults(items, "vietnam eor").map((i) => i.title)[0]).toBe("Employer of Record in Vietnam")
    expect(
      rankResults(items, "vietnam employer of record")
        .map((i) => i.title)
        .slice(0, 3),
    ).toEqual(["Employer of Record in Vietnam", "EOR services in Vietnam: the complete 2025 guide", "The top 5 roles to place in Vietnam through Solvix's EOR"])
  })

  it("is stable and does not change its input", () => {
    const items = [page("A"), page("B"), page("C")]
    const copy = [...items]
    expect(rankResults(items, "zzz")).toEqual(items)
    expect(items).toEqual(copy)
  })

  it("puts the home page, a summary of every page, after the pages it sums up", () => {
    const items = [
      { url: "/resources/blog/global-eor-hire-pay-manage", title: "Hire, Pay, Manage: A Payroll Playbook", anchors: [] },
      { url: "/", title: "Remote staff from Southeast Asia", anchors: [] },
      { url: "/resources/blog/hr-leaders-eor-checklist-singapore", title: "An HR leader's EOR checklist", anchors: [] },
      { url: "/how-it-works", title: "How it works", anchors: [] },
    ]
    expect(rankResults(items, "payroll").map((i) => i.url)).toEqual(["/resources/blog/global-eor-hire-pay-manage", "/resources/blog/hr-leaders-eor-checklist-singapore", "/how-it-works", "/"])
  })
})
