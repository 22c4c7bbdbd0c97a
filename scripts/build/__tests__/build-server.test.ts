/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const SCRIPT = path.join(__dirname, "..", "build-server.mjs")

/** A compiled build in a temporary folder: package.json with `dependencies`, and dist/ files by name. */
function build(dependencies: Record<string, string>, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-server-"))
  writeFileSync(path.join(root, "package.json"), JSON.stringify({ dependencies, devDependencies: { typescript: "^5" } }))
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, "dist", name)), { recursive: true })
    writeFileSync(path.join(root, "dist", name), source)
  }
  return root
}

const check = (root: string) => spawnSync(process.execPath, [SCRIPT, "--check", root], { encoding: "utf8" })

let root = ""
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("build-server --check: what the compiled server loads at run time", () => {
  it("passes Node's modules, relative files and declared dependencies, scoped ones and subpaths included", () => {
    root = build(
      { fastify: "^5", "@fastify/static": "^9", nodemailer: "^6" },
      {
        "server/main.js": 'const fs = require("node:fs"); const os = require("os"); const app = require("./app"); Promise.resolve().then(() => require("./run"))',
        "server/app.js": 'require("fastify"); require("@fastify/static"); require("../api/index")',
        "api/index.js": 'require("nodemailer/lib/mail-composer/index.js")',
      },
    )
    const result = check(root)
    expect(result.stderr).toBe("")
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/3 files in dist\//)
  })

  it("fails on a package that only devDependencies or another package bring, naming file and package", () => {
    root = build({ fastify: "^5" }, { "server/app.js": 'require("fastify"); require("typescript"); require("@fastify/proxy-addr")' })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${path.join("dist", "server", "app.js")} requires typescript, but typescript is not in package.json "dependencies"`)
    expect(result.stderr).toContain("requires @fastify/proxy-addr, but @fastify/proxy-addr is not")
  })

  it("fails on a private path of a declared package", () => {
    root = build({ "gatsby-plugin-fastify": "~0.13" }, { "server/main.js": 'require("gatsby-plugin-fastify/dist/utils/config")' })
    const result = check(root)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("requires gatsby-plugin-fastify/dist/utils/config: a private path of gatsby-plugin-fastify")
  })
})
