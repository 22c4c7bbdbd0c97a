/** @jest-environment node */
import { checkCollection, checkWriting, type RuleInput } from "../content-rules"

/** The writing bar (run on every content file by `npm run check:content`), on fixtures written here. */
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ")
const article = (over: Partial<RuleInput> = {}): RuleInput => ({
  kind: "article",
  file: "content/blog/x/index.mdx",
  data: { title: "X" },
  bodyLine: 12,
  body: [words(1100), "## One", "See [EOR](/services/employer-of-record) and [the guide](/resources/blog/eor-guide).", "## Two", "## Three", "## Sources", '<CallToAction title="Plan a hire" text="Tell us the role." />'].join("\n"),
  ...over,
})

describe("checkWriting", () => {
  it("passes an article with its words, sections, sources, links and call to action", () => {
    expect(checkWriting(article())).toEqual([])
  })

  it("names what an article lacks, at the line its body starts", () => {
    expect(checkWriting(article({ body: `${words(300)}\n## Only` }))).toEqual([
      "content/blog/x/index.mdx:12: the body has 301 words; an article needs at least 1100",
      "content/blog/x/index.mdx:12: an article needs at least 4 sections (## headings), got 1",
      'content/blog/x/index.mdx:12: an article ends with a "## Sources" section naming where its facts come from',
      'content/blog/x/index.mdx:12: an article needs a <CallToAction … /> (content/README.md, "The body")',
      "content/blog/x/index.mdx:12: an article links to at least one service page (/services/…)",
      "content/blog/x/index.mdx:12: an article links to at least one other article (/resources/blog/…)",
    ])
  })

  it("names the line of filler, a second h1, a task list and a table column without a heading", () => {
    const page: RuleInput = { kind: "page", file: "content/pages/x/index.mdx", data: { path: "/x" }, bodyLine: 5, body: ["Intro.", "# Title again", "More text TODO.", "- [ ] check", "| | Rate |", "| --- | --- |", "| A | 1% |"].join("\n") }
    expect(checkWriting(page)).toEqual([
      "content/pages/x/index.mdx:7: filler or an unfinished marker (TODO); write the real text",
      "content/pages/x/index.mdx:6: the title is the page's only h1; start sections with ## or ###",
      "content/pages/x/index.mdx:8: a task-list checkbox has no label a screen reader can read; write a plain list",
      "content/pages/x/index.mdx:9: 1 column(s) of this table have no heading; name every column",
    ])
  })

  it("holds the company and legal pages to their full text, by path, and country pages to sources and dates", () => {
    expect(checkWriting({ kind: "page", file: "content/pages/about/index.mdx", data: { path: "/about" }, bodyLine: 4, body: words(650) })).toEqual(["content/pages/about/index.mdx:4: the body has 650 words; a page at /about needs at least 700"])
    expect(checkWriting({ kind: "service", file: "content/services/eor-x/index.mdx", data: { country: "Vietnam" }, bodyLine: 9, body: words(1300) })).toEqual([
      'content/services/eor-x/index.mdx:9: a country page states the law, so it needs a "## Sources" section',
      'content/services/eor-x/index.mdx:9: a country page says "as of" when its figures and rules were checked',
    ])
  })
})

describe("checkCollection", () => {
  it("allows one featured article at a time", () => {
    const a = article({ file: "content/blog/a/index.mdx", data: { featured: true } })
    const b = article({ file: "content/blog/b/index.mdx", data: { featured: true } })
    expect(checkCollection([a])).toEqual([])
    expect(checkCollection([a, b])).toEqual(['content/blog/b/index.mdx: field "featured" is also set in content/blog/a/index.mdx; feature one article at a time'])
  })

  it("wants the FAQ page's questions in groups", () => {
    const faqs = (n: number, groups: number) => ({ kind: "page", file: "content/pages/faqs/index.mdx", bodyLine: 1, body: "", data: { path: "/faqs", faqs: Array.from({ length: n }, (_, i) => ({ group: `G${i % groups}` })) } })
    expect(checkCollection([faqs(24, 4)])).toEqual([])
    expect(checkCollection([faqs(24, 3)])).toEqual(['content/pages/faqs/index.mdx: field "faqs" needs at least 24 questions in at least 4 groups, got 24 in 3'])
  })
})
