/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/**
 * Guards of docs/workarounds.md that no other test holds: every path the doc names exists, the install-time
 * overrides still resolve as the doc says, and unit tests still cannot read content/.
 */
const ROOT = path.join(__dirname, "..", "..", "..")
const doc = (name: string) => fs.readFileSync(path.join(ROOT, "docs", name), "utf8")

/** Paths in backticks that look like files or folders of the repository (a slash, or a known top-level file). */
function namedPaths(text: string): string[] {
  const found = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/\s*\(.*$/, ""))
  return [...new Set(found.filter((p) => /^(?:src|gatsby|api|scripts|server|e2e|docs|__mocks__|content)\/[\w./-]*[\w/]$/.test(p) || /^(?:gatsby-[a-z]+\.tsx?|package\.json|jest\.[\w.]+|netlify\.toml)$/.test(p)))]
}

/** A path of the repository, or (`gatsby/dist/…`) of an installed package. */
const exists = (p: string) => fs.existsSync(path.join(ROOT, p.replace(/\/$/, ""))) || (/^gatsby\/dist\//.test(p) && fs.existsSync(path.join(ROOT, "node_modules", p)))

/** A path git ignores: written by the build or a tool (the fonts the build cuts, src/styles/fonts/), absent from a fresh clone. */
const written = (p: string) => spawnSync("git", ["check-ignore", "-q", p], { cwd: ROOT }).status === 0

describe("docs name only paths that exist", () => {
  it.each(["workarounds.md", "architecture.md"])("docs/%s", (name) => {
    const paths = namedPaths(doc(name))
    expect(paths.length).toBeGreaterThan(5)
    // `.cache/…` and `public/…` are written by the build, as is what git ignores; `content/…` may be named as the writers' folders.
    expect(paths.filter((p) => !p.includes("<") && !p.includes("*") && !exists(p) && !written(p))).toEqual([])
  })

  it("takes a path git ignores as written by the build, and no other", () => {
    expect(written("src/styles/fonts/fonts.css")).toBe(true)
    expect(written("src/styles/fonts/LICENSE-Inter.txt")).toBe(false)
    expect(written("src/lib/__tests__/gone.test.ts")).toBe(false)
  })

  it("finds a path that does not exist", () => {
    expect(namedPaths("see `src/lib/__tests__/gone.test.ts` and `gatsby-node.ts`").filter((p) => !exists(p))).toEqual(["src/lib/__tests__/gone.test.ts"])
  })
})

describe("install-time workarounds (docs/workarounds.md rows 9, 10)", () => {
  const version = (pkg: string, from = ROOT) => (JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [from] }), "utf8")) as { version: string }).version

  it("resolves sharp 0.34 or later, whose libvips comes from the registry", () => {
    const [major, minor] = version("sharp").split(".").map(Number)
    expect(major! > 0 || minor! >= 34).toBe(true)
  })

  it("gives @reach/dialog the site's own React", () => {
    const dialog = path.dirname(require.resolve("@reach/dialog/package.json", { paths: [ROOT] }))
    expect(require.resolve("react", { paths: [dialog] })).toBe(require.resolve("react", { paths: [ROOT] }))
  })

  it("keeps remark-gfm at 3.x for MDX 2", () => {
    expect(version("remark-gfm").split(".")[0]).toBe("3")
  })
})

describe("unit tests never read content/ (row 14)", () => {
  it("refuses a read of the live content folder, naming the fixture to read instead", () => {
    expect(() => fs.readFileSync(path.join(ROOT, "content", "site.yaml"), "utf8")).toThrow(/A unit test read content\/site\.yaml .*src\/test\/fixtures\/content/)
    expect(() => fs.readdirSync(path.join(ROOT, "content", "blog"))).toThrow(/A unit test read content\/blog/)
    expect(fs.readFileSync(path.join(ROOT, "src", "test", "fixtures", "content", "site.yaml"), "utf8")).toContain("labels:")
  })

  it("hands code that imports a content snippet the tests' copy", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mapping applies to require as to import
    const snippet = require("../../../content/snippets/vietnam-labour-leasing.json") as unknown
    expect(snippet).toEqual(JSON.parse(fs.readFileSync(path.join(ROOT, "src", "test", "fixtures", "content", "snippets", "vietnam-labour-leasing.json"), "utf8")))
  })
})
