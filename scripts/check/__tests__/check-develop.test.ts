/** @jest-environment node */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { pathToFileURL } from "node:url"

const SCRIPT = pathToFileURL(path.join(__dirname, "..", "check-develop.mjs")).href

/** Runs `code` as an ES module beside the script's exports and returns what it prints, parsed. */
function evaluate<T>(code: string): T {
  const source = `import { choosePages, contentFileOf } from ${JSON.stringify(SCRIPT)};\nconsole.log(JSON.stringify(${code}))`
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", source], { encoding: "utf8", cwd: path.join(__dirname, "..", "..", "..") })) as T
}

describe("scripts/check/check-develop.mjs", () => {
  it("opens the static pages, the first page of each kind, then a page for each writer component none of those uses", () => {
    const plan = [
      { path: "/a1", kind: "article" },
      { path: "/a2", kind: "article" },
      { path: "/a3", kind: "article" },
      { path: "/s1", kind: "service" },
      { path: "/l1", kind: "listing" },
    ]
    const uses = { "/a1": ["Callout"], "/a2": ["Figure", "Callout", "Unknown"], "/a3": ["Figure", "EorSteps"], "/s1": ["CallToAction"] }
    const chosen = evaluate<{ pages: Array<{ path: string; reasons: string[]; components: string[] }>; unused: string[] }>(
      `choosePages(${JSON.stringify(plan)}, ["/"], new Map(Object.entries(${JSON.stringify(uses)})), ["Callout", "CallToAction", "Figure", "EorSteps", "TeamList"])`,
    )
    expect(chosen.pages).toEqual([
      { path: "/", reasons: ["static page"], components: [] },
      { path: "/a1", reasons: ["kind article"], components: ["Callout"] },
      { path: "/s1", reasons: ["kind service"], components: ["CallToAction"] },
      { path: "/l1", reasons: ["kind listing"], components: [] },
      { path: "/a2", reasons: ["<Figure>"], components: ["Figure", "Callout"] },
      { path: "/a3", reasons: ["<EorSteps>"], components: ["Figure", "EorSteps"] },
    ])
    expect(chosen.unused).toEqual(["TeamList"])
  })

  it("finds the content file in the component Gatsby gives an MDX page", () => {
    expect(evaluate<string | null>(`contentFileOf("/site/src/templates/article.tsx?__contentFilePath=/site/content/blog/a/index.mdx")`)).toBe("/site/content/blog/a/index.mdx")
    expect(evaluate<string | null>(`contentFileOf("/site/src/pages/index.tsx")`)).toBeNull()
  })
})
