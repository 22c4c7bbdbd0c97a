/**
 * `leads:deliver` in a production install (README.md, "Leads"), compiled by `npm run build` to
 * dist/server/deliver.js, which needs only the run-time dependencies:
 *
 *   node dist/server/deliver.js [--retry-failed] [--doubt-arrived=<id>,…] [--release-doubt[=<id>,…]]
 *
 * The same command as `npm run leads:deliver` in a checkout (api/deliver-command.ts), with the environment
 * of the server (LEAD_SPOOL_DIR, SMTP_URL, LEAD_TO, …). Exit code 0 nothing left to do, 1 leads still
 * waiting, 2 configuration invalid.
 */
import { runDeliverCommand } from "../api"

runDeliverCommand({ argv: process.argv.slice(2), env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 3
  },
)
