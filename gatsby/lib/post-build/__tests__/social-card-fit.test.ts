/** @jest-environment node */
import { fitTitle, TITLE_LINE_HEIGHT, TITLE_MAX_LINES, TITLE_SIZES, wrappedLines } from "../social-card-fit"

const BOX = { width: 980, height: 300 }
const LARGEST = TITLE_SIZES[0]
const SMALLEST = TITLE_SIZES[TITLE_SIZES.length - 1]

describe("wrappedLines", () => {
  it("counts the lines of greedy word wrapping", () => {
    expect(wrappedLines("", 10)).toBe(0)
    expect(wrappedLines("one two", 10)).toBe(1)
    expect(wrappedLines("one two three", 10)).toBe(2)
    expect(wrappedLines("aaaa bbbb cccc dddd", 9)).toBe(2)
    expect(wrappedLines("aaaa bbbb cccc dddd", 8)).toBe(4)
  })

  it("breaks a word longer than a line", () => {
    expect(wrappedLines("abcdefghijklmnopqrstuvwxyz", 10)).toBe(3)
    expect(wrappedLines("ab abcdefghijklmnopqrstuvwxyz cd", 10)).toBe(4)
  })
})

describe("fitTitle", () => {
  it("sets a short title at the largest size on one line", () => {
    const fit = fitTitle("Employer of Record", BOX)
    expect(fit).toMatchObject({ fontSize: LARGEST, lines: 1, clamped: false })
  })

  it("shrinks as titles get longer, and never grows", () => {
    const words = "Hiring remote staff in the Philippines through an employer of record in Singapore for small teams that want to grow quickly and stay compliant with every rule".split(" ")
    let previous = Infinity
    const sizes = new Set<number>()
    for (let n = 1; n <= words.length; n++) {
      const { fontSize } = fitTitle(words.slice(0, n).join(" "), BOX)
      expect(fontSize).toBeLessThanOrEqual(previous)
      previous = fontSize
      sizes.add(fontSize)
    }
    expect(sizes.size).toBeGreaterThan(2)
  })

  it("keeps every unclamped title within the box", () => {
    for (const title of ["EOR vs PEO vs Outsourcing: Choosing the Right Model for Global Expansion", "Staying Legal When Hiring Overseas with Solvix", "What Is an EOR in Singapore? A Guide for Business Owners"]) {
      const fit = fitTitle(title, BOX)
      expect(fit.clamped).toBe(false)
      expect(fit.lines).toBeLessThanOrEqual(fit.maxLines)
      expect(fit.lines * fit.fontSize * TITLE_LINE_HEIGHT).toBeLessThanOrEqual(BOX.height)
    }
  })

  it("clamps a title too long for the smallest size at the line cap", () => {
    const fit = fitTitle("A very long title ".repeat(20), BOX)
    expect(fit).toMatchObject({ fontSize: SMALLEST, clamped: true })
    expect(fit.maxLines).toBeLessThanOrEqual(TITLE_MAX_LINES)
    expect(fit.maxLines * fit.fontSize * fit.lineHeight).toBeLessThanOrEqual(BOX.height)
    expect(fit.lines).toBeGreaterThan(fit.maxLines)
  })

  it("allows only the lines that fit the box's height", () => {
    const title = "Scaling support and back-office teams with remote talent"
    expect(fitTitle(title, BOX)).toMatchObject({ fontSize: LARGEST, lines: 3, maxLines: 3, clamped: false })
    expect(fitTitle(title, { width: 980, height: 100 })).toMatchObject({ fontSize: SMALLEST, maxLines: 1, clamped: true })
  })
})
