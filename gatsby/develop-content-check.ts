import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"

/**
 * The content check under `gatsby develop`, so a writer's mistake (a bad frontmatter field, an unknown component,
 * a figure that disagrees with the data) shows in the open page in the check's own words (file, line, field),
 * not as a stack trace. A build stops on it (gatsby/on-pre-bootstrap.ts); develop keeps running instead:
 *  - gatsby/on-pre-bootstrap.ts records the first check's problems, and gatsby/on-create-node.ts asks for the
 *    check again whenever, once develop is up (gatsby/on-create-dev-server.ts), a file under content/ changes
 *    (Gatsby re-creates its node);
 *  - the check runs in a process of its own (`npm run check:content -- --json`), not holding up the dev server;
 *  - the problems go to PROBLEMS_FILE and the terminal; ContentCheckPlugin (the browser bundle of develop only,
 *    gatsby/on-create-webpack-config.ts) watches that file and reports its problems as a webpack error, which
 *    Gatsby shows in its "Failed to compile" overlay until the content is right again.
 */

export const PROBLEMS_FILE = path.resolve(".cache", "content-check", "problems.json")
export const isDevelop = (): boolean => process.env["gatsby_executing_command"] === "develop"

/** Writes the problems for ContentCheckPlugin, only when they changed (each write recompiles the browser bundle). */
export function recordProblems(problems: readonly string[], file = PROBLEMS_FILE): boolean {
  const text = JSON.stringify(problems)
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return false
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, text)
  fs.renameSync(`${file}.tmp`, file)
  return true
}

export function readProblems(file = PROBLEMS_FILE): string[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as unknown
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/**
 * What the overlay shows: Gatsby's "Failed to compile" takes the first line for the file and the rest as the
 * source, so the first problem's file comes first, then every problem as `npm run check:content` prints it.
 */
export function overlayMessage(problems: readonly string[]): string {
  const file = /^([^:\s]+)/.exec(problems[0] ?? "")?.[1] ?? "content/"
  return [file, `The content check (npm run check:content) found ${problems.length} problem(s):`, ...problems.map((p) => `  ${p}`), "", "Fix the file and save: this page updates when the check passes."].join("\n")
}

let watching = false
let timer: NodeJS.Timeout | null = null
let running = false
let again = false

/** From now on (develop is up: gatsby/on-create-dev-server.ts), a changed content file runs the check again. */
export function watchContent(): void {
  watching = true
}

/** Asks for the check again, a moment after the last of a burst of changes; one run at a time. */
export function contentChanged(reporter: Reporter, delayMs = 300): void {
  if (!watching) return
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    if (running) {
      again = true
      return
    }
    running = true
    runCheck()
      .then((problems) => report(reporter, problems))
      .catch((e: Error) => {
        reporter.warn(`The content check could not run: ${e.message}`)
      })
      .finally(() => {
        running = false
        if (again) {
          again = false
          contentChanged(reporter, 0)
        }
      })
  }, delayMs)
}

/** Tells the terminal, and the overlay through PROBLEMS_FILE, what the check found, when that changed. */
export function report(reporter: Reporter, problems: readonly string[]): void {
  if (!recordProblems(problems)) return
  if (problems.length > 0) reporter.error(`The content has ${problems.length} problem(s) (npm run check:content lists them alone):\n${problems.map((p) => `  - ${p}`).join("\n")}`)
  else reporter.success("The content check passes again")
}

function runCheck(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts", "check", "check-content.ts"), "--json"], { stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let err = ""
    child.stdout.on("data", (c: Buffer) => (out += c.toString()))
    child.stderr.on("data", (c: Buffer) => (err += c.toString()))
    child.on("error", reject)
    child.on("close", () => {
      try {
        resolve((JSON.parse(out) as { problems: string[] }).problems)
      } catch {
        reject(new Error(err.trim() || out.trim() || "no answer"))
      }
    })
  })
}

interface Compiler {
  webpack: { WebpackError: new (message: string) => Error }
  hooks: { afterCompile: { tap(name: string, fn: (compilation: Compilation) => void): void } }
}
interface Compilation {
  fileDependencies: { add(file: string): void }
  errors: Error[]
}

/** Reports PROBLEMS_FILE's problems as a webpack error of develop's browser bundle, and recompiles when it changes. */
export class ContentCheckPlugin {
  constructor(private readonly file = PROBLEMS_FILE) {}
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap("ContentCheckPlugin", (compilation) => {
      compilation.fileDependencies.add(this.file)
      const problems = readProblems(this.file)
      if (problems.length > 0) {
        const error = new compiler.webpack.WebpackError(overlayMessage(problems))
        error.stack = ""
        compilation.errors.push(error)
      }
    })
  }
}
