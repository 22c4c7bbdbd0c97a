// @ts-check
// The production server (server/app.ts, its pino logger on stdout) with the real lead service, in a process
// of its own and straight from the TypeScript (scripts/lib/ts-hooks.mjs), for tests that kill it:
//   node server/test-support/lead-server.mjs <root of a built site> '<the lead service's env as JSON>'
// Prints {"port":…} on stderr once it listens; stdout is the server's log, as in production.
import { register } from "node:module"

register("../../scripts/lib/ts-hooks.mjs", import.meta.url)
const { createServer } = await import(new URL("../app.ts", import.meta.url).href)
const { createLeadService } = await import(new URL("../../api/index.ts", import.meta.url).href)

const [root = "", env = "{}"] = process.argv.slice(2)
const { app } = await createServer({ root, logLevel: "info", leadService: (/** @type {{ log: import("../../api").LeadLogger }} */ { log }) => createLeadService({ env: JSON.parse(env), log }) })
await app.listen({ port: 0, host: "127.0.0.1" })
const address = app.server.address()
process.stderr.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 })}\n`)
