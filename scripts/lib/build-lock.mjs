// @ts-check
// Hold /tmp/gatsby-build.lock for the whole of a script: the folder's rule is one `gatsby build` or serve at a
// time, and a benchmark must also keep other builds off the CPU while it measures. The script calls
// `await holdBuildLock()` first; outside the lock it re-runs itself under `flock` and exits with that run's
// code, inside it returns at once (GATSBY_BUILD_LOCK_HELD=1 tells the two apart). Inside, run gatsby build
// and gatsby serve directly: flock is not re-entrant across processes, so locking again would wait for ever.
import { spawn } from "node:child_process"

export const BUILD_LOCK = "/tmp/gatsby-build.lock"

export const lockHeld = () => process.env.GATSBY_BUILD_LOCK_HELD === "1"

export async function holdBuildLock() {
  if (lockHeld()) return
  console.log(`Waiting for ${BUILD_LOCK} (another build or serve may hold it)…`)
  const child = spawn("flock", [BUILD_LOCK, process.execPath, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_BUILD_LOCK_HELD: "1" },
  })
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal))
  const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))))
  process.exit(code)
}
