/** @jest-environment node */
import { countWords, internalLinks, linkTarget, plainText, readingMinutes } from "../text"
import { leasingTexts } from "../../../src/shared/vietnam-leasing"

describe("text helpers", () => {
  it("keeps the words of Markdown, tables and component text props", () => {
    const body = ["## A heading", "Read [the guide](/resources/blog/x) now.", "| Rate | Cap |", "| --- | --- |", "| 5% | PHP 10,000 |", '<CallToAction title="Plan your hire" text="We reply fast." />', "<Callout>", "Inner words", "</Callout>"].join("\n")
    const text = plainText(body)
    expect(text).toContain("the guide now")
    expect(text).toContain("Plan your hire")
    expect(text).not.toMatch(/Callout|\||---|##/)
    // A heading (2) Read the guide now (4) Rate Cap (2) 5% PHP 10,000 (3) Plan your hire (3) We reply fast (3) Inner words (2)
    expect(countWords(text)).toBe(19)
  })

  it("counts the words <VietnamLeasingNote /> shows, short or full, as a reader sees them", () => {
    const short = plainText("Check first. <VietnamLeasingNote short /> Then ask.")
    expect(short).toContain("Vietnam treats staff employed by one company")
    expect(countWords(short)).toBe(4 + countWords(leasingTexts(true).join(" ").replace(/\*/g, "")))
    const full = plainText("<VietnamLeasingNote />")
    expect(full).not.toContain("*")
    expect(countWords(full)).toBe(countWords(leasingTexts(false).join(" ").replace(/\*/g, "")))
  })

  it("finds internal links in Markdown and JSX, not external ones or code", () => {
    const body = '[a](/about) [b](https://x.com) [c](//cdn.x) `[d](/code)` <Link href="/contact#form" /> [e](/x "title")'
    expect(internalLinks(body).sort()).toEqual(["/about", "/contact#form", "/x"])
  })

  it("normalises link targets", () => {
    expect(linkTarget("/about/#team")).toBe("/about")
    expect(linkTarget("/search?q=x")).toBe("/search")
    expect(linkTarget("/")).toBe("/")
  })

  it("rounds reading time to at least one minute", () => {
    expect(readingMinutes(10)).toBe(1)
    expect(readingMinutes(1150)).toBe(5)
  })
})
