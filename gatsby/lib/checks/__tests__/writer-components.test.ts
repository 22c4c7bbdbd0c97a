/** @jest-environment node */
import { componentsUsed, unknownComponents, WRITER_COMPONENT_NAMES } from "../writer-components"

describe("WRITER_COMPONENT_NAMES", () => {
  it("names the components writers use most, and no HTML element", () => {
    expect(WRITER_COMPONENT_NAMES).toEqual(expect.arrayContaining(["Callout", "CallToAction", "Figure", "SiteFact", "EorSteps"]))
    expect(WRITER_COMPONENT_NAMES.every((n) => /^[A-Z]/.test(n))).toBe(true)
  })
})

describe("componentsUsed and unknownComponents", () => {
  const text = ["---", "title: T", "---", 'Text with <Figure id="PH.sss.rate" /> and `<NotCode />`.', "", "```mdx", "<InFence />", "```", "{/* <Commented /> */}", '<Callout tone="tip">', "<div>html</div>", "</Callout>", "<Unknown.Thing />"].join("\n")

  it("finds each component element with its line, not code, comments or HTML", () => {
    expect(componentsUsed(text)).toEqual([
      { name: "Figure", line: 4 },
      { name: "Callout", line: 10 },
      { name: "Unknown.Thing", line: 13 },
    ])
  })

  it("words an unknown component as the content check does: file, line, the name and the ones allowed", () => {
    expect(unknownComponents("content/blog/a/index.mdx", text, ["Callout", "Figure"])).toEqual(["content/blog/a/index.mdx:13: <Unknown.Thing> is not a component writers may use; the components are <Callout>, <Figure> (content/README.md)"])
  })
})
