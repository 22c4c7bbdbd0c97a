/** @jest-environment node */
import { CONTENT_TYPES, withheld, type ContentType } from "../content-types"

const type = (kind: string): ContentType => {
  const t = CONTENT_TYPES.find((c) => c.kind === kind)
  if (!t) throw new Error(`no content type ${kind}`)
  return t
}

describe("content types whose entries are company facts", () => {
  it("names each fact key once, as the keys of content/site.yaml `unconfirmed` are <key>.<slug>", () => {
    const keys = CONTENT_TYPES.flatMap((t) => (t.fact ? [t.fact.key] : []))
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(expect.arrayContaining(["clientStories", "jobs"]))
    expect(type("job").fact).toEqual({ key: "jobs" })
    expect(type("story").fact).toEqual({ key: "clientStories", hidden: true })
  })

  it("withholds an unconfirmed client story from the build, and publishes it once confirmed", () => {
    expect(withheld(type("story"), "example-story", () => ["founded", "clientStories.example-story"])).toBe(true)
    expect(withheld(type("story"), "example-story", () => ["founded"])).toBe(false)
  })

  it("builds an unconfirmed job opening (previews show it with the notice), and never reads the list for a type without a hidden fact", () => {
    const read = jest.fn(() => ["jobs.recruiter-manila"])
    expect(withheld(type("job"), "recruiter-manila", read)).toBe(false)
    expect(withheld(type("article"), "recruiter-manila", read)).toBe(false)
    expect(read).not.toHaveBeenCalled()
  })

  it("takes a new type's key from its row alone", () => {
    const caseStudy = { fact: { key: "caseStudies", hidden: true } }
    expect(withheld(caseStudy, "example", () => ["caseStudies.example"])).toBe(true)
    expect(withheld(caseStudy, "example", () => ["clientStories.example"])).toBe(false)
  })
})
