import "@testing-library/jest-dom"
import fs from "node:fs"
import path from "node:path"
import { loadParts } from "./src/framework/parts"

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

/*
 * Components render as the server renders them: the parts (src/framework/parts.tsx) that a test file's modules
 * define are loaded before its tests run, as the server renderer loads them before it renders. A test of how the
 * browser loads them takes a fresh copy of the modules (jest.isolateModules), whose parts are not loaded.
 */
beforeAll(() => loadParts())
