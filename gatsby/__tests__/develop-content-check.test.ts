/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ContentCheckPlugin, overlayMessage, readProblems, recordProblems } from "../develop-content-check"

const PROBLEM = 'content/blog/a/index.mdx:3: field "title" is required'

describe("the content check under gatsby develop", () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-check-"))
    file = path.join(dir, "content-check", "problems.json")
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("records the problems only when they change (each write recompiles the browser bundle)", () => {
    expect(readProblems(file)).toEqual([])
    expect(recordProblems([PROBLEM], file)).toBe(true)
    expect(recordProblems([PROBLEM], file)).toBe(false)
    expect(readProblems(file)).toEqual([PROBLEM])
    expect(recordProblems([], file)).toBe(true)
    expect(readProblems(file)).toEqual([])
  })

  it("words the overlay as the content check does: the first problem's file, then each problem with its line", () => {
    expect(overlayMessage([PROBLEM, 'content/data/statutory-rates.yaml:12: countries[PH]: field "cap" must be a number']).split("\n")).toEqual([
      "content/blog/a/index.mdx",
      "The content check (npm run check:content) found 2 problem(s):",
      `  ${PROBLEM}`,
      '  content/data/statutory-rates.yaml:12: countries[PH]: field "cap" must be a number',
      "",
      "Fix the file and save: this page updates when the check passes.",
    ])
  })

  it("fails develop's browser compilation with those words, no stack, while there are problems, and watches the file", () => {
    class WebpackError extends Error {}
    let afterCompile: (compilation: { fileDependencies: Set<string>; errors: Error[] }) => void = () => {}
    const compiler = { webpack: { WebpackError }, hooks: { afterCompile: { tap: (_name: string, fn: typeof afterCompile) => (afterCompile = fn) } } }
    new ContentCheckPlugin(file).apply(compiler)
    const compile = () => {
      const compilation = { fileDependencies: new Set<string>(), errors: [] as Error[] }
      afterCompile(compilation)
      return compilation
    }
    expect(compile()).toEqual({ fileDependencies: new Set([file]), errors: [] })
    recordProblems([PROBLEM], file)
    const [error] = compile().errors
    expect(error).toBeInstanceOf(WebpackError)
    expect(error!.message).toBe(overlayMessage([PROBLEM]))
    expect(error!.stack).toBe("")
    recordProblems([], file)
    expect(compile().errors).toEqual([])
  })
})
