// @ts-check
// Logs one lead.accepted line through the production server's logger (server/log.ts, on stdout as in
// production), then SIGKILLs its own process in the same turn, as a kill right after the answer would:
// the line is on stdout only if the logger wrote it before the call returned.
//   node server/test-support/log-then-kill.mjs <id>
import { register } from "node:module"

register("../../scripts/lib/ts-hooks.mjs", import.meta.url)
const { createLogger, leadLogger } = await import(new URL("../log.ts", import.meta.url).href)

leadLogger(createLogger("info"))("info", "lead.accepted", { id: process.argv[2] ?? "" })
process.kill(process.pid, "SIGKILL")
