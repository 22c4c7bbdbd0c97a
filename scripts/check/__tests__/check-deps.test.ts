/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const SCRIPT = path.join(__dirname, "..", "check-deps.mjs")

/** The floors of these tests: two advisories of one package, fixed in 2.1.0 and 2.3.0. */
const FLOORS = {
  floors: {
    mailer: {
      floor: "2.3.0",
      advisories: [
        { id: "GHSA-aaaa-aaaa-aaaa", fixedIn: "2.1.0" },
        { id: "GHSA-bbbb-bbbb-bbbb", fixedIn: "2.3.0" },
      ],
    },
  },
}

interface Project {
  range?: string
  installed?: string | null
  locked?: string | null
  floors?: unknown
  devOnly?: boolean
}

let root = ""
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A project with `mailer` declared, locked and installed at the versions given (null: absent). */
function project({ range = "^2.4.0", installed = "2.4.0", locked = "2.4.0", floors = FLOORS, devOnly = false }: Project = {}) {
  root = mkdtempSync(path.join(tmpdir(), "check-deps-"))
  const write = (file: string, data: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), JSON.stringify(data))
  }
  write("package.json", devOnly ? { dependencies: {}, devDependencies: { mailer: range } } : { dependencies: { mailer: range } })
  write("package-lock.json", { lockfileVersion: 3, packages: { "": {}, ...(locked === null ? {} : { "node_modules/mailer": { version: locked } }) } })
  if (installed !== null) write("node_modules/mailer/package.json", { name: "mailer", version: installed })
  write("security/dependency-floors.json", floors)
  return spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" })
}

describe("check:deps", () => {
  it("passes at the floor, printing each version beside it", () => {
    const result = project({ range: "^2.3.0", installed: "2.3.0", locked: "2.3.0" })
    expect(result.stderr).toBe("")
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/mailer\s+2\.3\.0\s+2\.3\.0\s+2\.3\.0 \(\^2\.3\.0\)\s+2\.3\.0\s+GHSA-aaaa-aaaa-aaaa GHSA-bbbb-bbbb-bbbb/)
    expect(result.stdout).toContain("1 floors, all met")
  })

  it("fails on an installed version below the floor, naming the package and the advisories it is inside", () => {
    const result = project({ installed: "2.2.0" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("mailer 2.2.0 (installed, node_modules) is below the floor 2.3.0: inside GHSA-bbbb-bbbb-bbbb (fixed in 2.3.0)")
    expect(result.stderr).not.toContain("GHSA-aaaa")
  })

  it("fails on a locked version below the floor, though the installed one is above", () => {
    const result = project({ locked: "2.0.0" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("mailer 2.0.0 (locked, package-lock.json) is below the floor 2.3.0: inside GHSA-aaaa-aaaa-aaaa (fixed in 2.1.0), GHSA-bbbb-bbbb-bbbb (fixed in 2.3.0)")
    expect(result.stderr).not.toContain("(installed")
  })

  it("fails on a range in package.json that lets in a version below the floor", () => {
    const result = project({ range: "^2.0.0" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("mailer 2.0.0 (allowed, package.json's range ^2.0.0) is below the floor 2.3.0")
  })

  it("fails clearly when the package is not installed or not locked", () => {
    const missing = project({ installed: null })
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain("mailer: no installed version (node_modules); run npm install")
    const unlocked = project({ locked: null })
    expect(unlocked.status).toBe(1)
    expect(unlocked.stderr).toContain("mailer: no locked version (package-lock.json)")
  })

  it("fails on a floor below one of its own advisories' fixed versions", () => {
    const floors = { floors: { mailer: { ...FLOORS.floors.mailer, floor: "2.2.0" } } }
    const result = project({ floors })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("mailer: the floor 2.2.0 is below GHSA-bbbb-bbbb-bbbb's fixed version 2.3.0")
  })

  it("fails on a floor for a package that is not a production dependency, and on a floor without advisories", () => {
    expect(project({ devOnly: true }).stderr).toContain('mailer: a floor is recorded, but mailer is not in package.json "dependencies"')
    const bare = project({ floors: { floors: { mailer: { floor: "2.3.0", advisories: [] } } } })
    expect(bare.status).toBe(1)
    expect(bare.stderr).toContain('the floor of mailer needs a version "floor" and "advisories"')
  })
})
