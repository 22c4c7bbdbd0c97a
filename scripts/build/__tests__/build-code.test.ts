/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const SCRIPT = path.join(__dirname, "..", "build-code.mjs")
const run = (command: string, root?: string) => execFileSync(process.execPath, [SCRIPT, command, ...(root ? ["--root", root] : [])], { encoding: "utf8" })
const files = (root?: string): string[] => JSON.parse(run("files", root)) as string[]

/** A tiny site: gatsby-node imports modules in every way the build code does; `loose.ts` is imported by nothing. */
function site(): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-code-"))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  write("gatsby-node.ts", `export { onCreateNode } from "./gatsby/on-create-node"\nimport "gatsby"\n// import x from "./src/loose"\n`)
  write("gatsby/on-create-node.ts", `import { words } from "./lib/text"\nimport data from "../content/words.json"\nconst later = () => import("./lib/later")\n`)
  write("gatsby/lib/text.ts", `const helper = require("../../src/helper")\nexport const words = (s: string) => s.split(" ").length\n`)
  write("gatsby/lib/later/index.ts", `export const later = 1\n`)
  write("src/helper.js", `module.exports = {}\n`)
  write("content/words.json", `{"a": 1}`)
  write("src/loose.ts", `export const x = 1\n`)
  return root
}

describe("build code (scripts/build/build-code.mjs)", () => {
  let root: string
  beforeEach(() => (root = site()))
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("follows gatsby-node's imports, re-exports, requires and dynamic imports, not packages or comments", () => {
    expect(files(root)).toEqual(["content/words.json", "gatsby-node.ts", "gatsby/lib/later/index.ts", "gatsby/lib/text.ts", "gatsby/on-create-node.ts", "src/helper.js"])
  })

  it("the real site's build code includes the modules whose changes Gatsby missed", () => {
    expect(files()).toEqual(expect.arrayContaining(["gatsby/lib/text.ts", "src/data/statutory/index.ts", "gatsby/lib/plan/routes.ts", "server/gatsby-plugin/gatsby-node.js"]))
  })

  it("clears .cache and public when an imported module changed since the recorded build, not otherwise", () => {
    mkdirSync(path.join(root, "public"))
    run("record", root)
    writeFileSync(path.join(root, "src/loose.ts"), "export const x = 2\n")
    expect(run("check", root)).toBe("")
    expect(existsSync(path.join(root, ".cache"))).toBe(true)
    expect(existsSync(path.join(root, "public"))).toBe(true)

    writeFileSync(path.join(root, "gatsby/lib/text.ts"), "export const words = (s: string) => s.trim().split(/\\s+/).length\n")
    expect(run("check", root)).toMatch(/cleared \.cache\/ and public\//)
    expect(existsSync(path.join(root, ".cache"))).toBe(false)
    expect(existsSync(path.join(root, "public"))).toBe(false)
  })

  it("clears a cache that has no recorded digest (built before this check existed)", () => {
    mkdirSync(path.join(root, ".cache"))
    expect(run("check", root)).toMatch(/cleared/)
    expect(existsSync(path.join(root, ".cache"))).toBe(false)
  })
})
