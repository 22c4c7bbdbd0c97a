import "@testing-library/jest-dom"
import fs from "node:fs"
import path from "node:path"

/*
 * Unit tests own their world: none reads the live content/ folder, so a writer's correct edit never turns one
 * red (what the content must satisfy is `npm run check:content`). A test that tries fails here, saying so; it
 * should read its fixture under src/test/fixtures/content/ (FIXTURE_ROOT in src/test/render.tsx) instead.
 */
const CONTENT = path.join(__dirname, "content") + path.sep
const guard = <F extends (...args: never[]) => unknown>(name: string, original: F): F =>
  ((...args: Parameters<F>) => {
    const target = args[0] as unknown
    if (typeof target === "string" && path.resolve(target).startsWith(CONTENT)) {
      throw new Error(`A unit test read ${path.relative(__dirname, path.resolve(target))} (fs.${name}): tests read fixtures under src/test/fixtures/content/, and npm run check:content checks content/`)
    }
    return original(...args)
  }) as F
// Node's fs is one object per process, shared by the test files a worker runs: guard it once.
const GUARDED = Symbol.for("solvix.content-guard")
if (!(GUARDED in fs)) {
  fs.readFileSync = guard("readFileSync", fs.readFileSync)
  fs.readdirSync = guard("readdirSync", fs.readdirSync)
  Object.defineProperty(fs, GUARDED, { value: true })
}
