/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadSiteFacts, resolveSiteUrl, yamlTypeName } from "../site-facts"
import { redirectStubHtml, stubFile } from "../redirect-stub"

describe("site facts", () => {
  it("reads the real content/site.yaml", () => {
    const facts = loadSiteFacts()
    expect(facts.name).toBe("Solvix")
    expect(facts.siteUrl).toMatch(/^https:\/\//)
  })

  it("names the file and field when a fact is missing", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "facts-")), "site.yaml")
    fs.writeFileSync(file, "name: Solvix\ndescription: ''\n")
    expect(() => loadSiteFacts(file)).toThrow(/site.yaml: field "description" must be a non-empty string/)
  })

  it("lets SITE_URL override the file and drops trailing slashes", () => {
    expect(resolveSiteUrl("https://www.solvix.sg/", undefined)).toBe("https://www.solvix.sg")
    expect(resolveSiteUrl("https://www.solvix.sg", "https://preview.example.net/")).toBe("https://preview.example.net")
    expect(() => resolveSiteUrl("https://x", "ftp://x")).toThrow(/http or https/)
    expect(() => resolveSiteUrl("not a url")).toThrow(/not an absolute URL/)
  })

  it("names YAML types after the file", () => {
    expect(yamlTypeName("site")).toBe("SiteYaml")
    expect(yamlTypeName("statutory-rates")).toBe("StatutoryRatesYaml")
  })
})

describe("redirect stubs", () => {
  it("replaces the location keeping query and hash, works without JS, is canonical and noindex", () => {
    const html = redirectStubHtml("/sectors/legal", "https://www.solvix.sg")
    expect(html).toContain('<link rel="canonical" href="https://www.solvix.sg/sectors/legal">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/sectors/legal">')
    expect(html).toContain('location.replace("/sectors/legal" + location.search + location.hash)')
  })
  it("puts the stub at the old path's index.html", () => {
    expect(stubFile("/industries/health-care/")).toBe("industries/health-care/index.html")
  })
})
