import { footerColumns, isCurrentSection } from "../navigation"
import { copyrightLine } from "../../shared/copyright"
import { needsSmoothTopScroll, scheduleSmoothTop, scrollTargetFor } from "../scroll"

const nav = [
  { label: "Home", to: "/", id: null, items: null },
  {
    label: "Services",
    to: null,
    id: "services",
    items: [
      { label: "EOR", to: "/services/employer-of-record" },
      { label: "All", to: "/services" },
    ],
  },
]

describe("footerColumns", () => {
  it("reuses a header menu by id and appends extra links without duplicates", () => {
    const cols = footerColumns(nav, [
      { title: "Company", menu: null, items: [{ label: "About", to: "/about" }], extra: null },
      {
        title: "Services",
        menu: "services",
        items: null,
        extra: [
          { label: "EOR again", to: "/services/employer-of-record" },
          { label: "EOR Vietnam", to: "/services/employer-of-record-vietnam" },
        ],
      },
    ])
    expect(cols.map((c) => [c.title, c.links.map((l) => l.to)])).toEqual([
      ["Company", ["/about"]],
      ["Services", ["/services/employer-of-record", "/services", "/services/employer-of-record-vietnam"]],
    ])
  })
  it("names a column whose menu does not exist", () => {
    expect(() => footerColumns(nav, [{ title: "Roles", menu: "roles", items: null, extra: null }])).toThrow(/footer column "Roles" uses menu "roles"/)
  })
  it("marks the current section", () => {
    expect(isCurrentSection(nav[1]!, "/services/employer-of-record/")).toBe(true)
    expect(isCurrentSection(nav[0]!, "/about")).toBe(false)
    expect(isCurrentSection(nav[0]!, "/")).toBe(true)
  })
})

describe("copyrightLine", () => {
  it("starts at 2025 and extends to the build year", () => {
    expect(copyrightLine("Solvix", 2025)).toBe("© 2025 Solvix")
    expect(copyrightLine("Solvix", 2026)).toBe("© 2025–2026 Solvix")
  })
})

describe("scroll", () => {
  it("goes to the top, to an anchor, or restores on back/forward", () => {
    expect(scrollTargetFor({ hash: "" }, "PUSH")).toEqual({ kind: "top" })
    expect(scrollTargetFor({ hash: "#contact-form" }, "PUSH")).toEqual({ kind: "anchor", id: "contact-form" })
    expect(scrollTargetFor({ hash: "" }, "POP")).toEqual({ kind: "restore" })
  })
  it("scrolls /how-it-works smoothly to the top after 100 ms", () => {
    jest.useFakeTimers()
    const scrollTo = jest.fn()
    window.scrollTo = scrollTo
    expect(needsSmoothTopScroll("/how-it-works/")).toBe(true)
    expect(needsSmoothTopScroll("/how-it-works-2")).toBe(false)
    scheduleSmoothTop(window)
    jest.advanceTimersByTime(99)
    expect(scrollTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" })
    jest.useRealTimers()
  })
})
