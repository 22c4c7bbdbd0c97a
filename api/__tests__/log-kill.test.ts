/** @jest-environment node */
/**
 * The service's default logger (api/log.ts, pino on the process's streams) writes each line before the call
 * returns: a process SIGKILLed right after `lead.accepted` or a warning has already written it. (pino's own
 * default destination, pino.destination(), buffers and writes later: with it, lines are lost.)
 */
import { spawn } from "node:child_process"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")

/** A plain node process that logs `count` lines through createJsonLogger() and kills itself at once. */
function logThenKill(count: number): Promise<{ out: string; err: string; signal: NodeJS.Signals | null }> {
  const script = [
    'import { register } from "node:module"',
    'register("./scripts/lib/ts-hooks.mjs", new URL(`file://${process.cwd()}/`))',
    'const { createJsonLogger } = await import("./api/log.ts")',
    "const log = createJsonLogger()",
    `for (let i = 0; i < ${count}; i++) log("info", "lead.accepted", { id: String(i) })`,
    'log("warn", "lead.in_doubt", { id: "last" })',
    'process.kill(process.pid, "SIGKILL")',
  ].join("\n")
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, env: { PATH: process.env["PATH"] ?? "" }, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    let err = ""
    // A reader that lags, as a loaded machine's or a log collector's does: the pipe fills while the child logs
    // (it starts logging within about a second). Only a blocking write keeps every line then.
    child.stdout.pause()
    setTimeout(() => child.stdout.resume(), 3000)
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.on("error", reject)
    child.on("close", (_code, signal) => resolve({ out, err, signal }))
  })
}

const events = (text: string): string[] =>
  text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const { event, id } = JSON.parse(line) as { event: string; id: string }
      return `${event} ${id}`
    })

describe("the default logger", () => {
  it("has written every line to a pipe when the process is killed right after", async () => {
    const { out, err, signal } = await logThenKill(2000)
    expect(signal).toBe("SIGKILL")
    expect(events(out)).toHaveLength(2000)
    expect(events(out).at(-1)).toBe("lead.accepted 1999")
    expect(events(err)).toEqual(["lead.in_doubt last"])
    // A fresh node compiling api/log.ts and loading pino: seconds on a loaded 2-core machine, not a hang.
  }, 60_000)
})
