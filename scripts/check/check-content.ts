/**
 * `npm run check:content [-- --root <content folder>] [-- --json]`: checks everything under content/ (or the folder given,
 * e.g. a writer's copy; CONTENT_ROOT works too) without Gatsby, and prints each problem as
 * `content/<file>:<line>: …`. Exits 1 on any problem. The build runs the same check first
 * (gatsby/on-pre-bootstrap.ts); what it checks: gatsby/lib/checks/content-check.ts.
 */
import path from "node:path"
import { checkContent } from "../../gatsby/lib/checks/content-check"

const started = performance.now()
const flag = process.argv.indexOf("--root")
const root = path.resolve(flag !== -1 ? (process.argv[flag + 1] ?? "") : process.env["CONTENT_ROOT"] || path.join(__dirname, "..", "..", "content"))
const { problems, files } = checkContent(root)
const took = `${((performance.now() - started) / 1000).toFixed(1)} s`
if (process.argv.includes("--json")) {
  // For gatsby develop (gatsby/develop-content-check.ts), which shows the problems in the open page.
  console.log(JSON.stringify({ problems, files }))
  process.exitCode = problems.length > 0 ? 1 : 0
} else if (problems.length > 0) {
  console.error(`check:content: ${problems.length} problem(s) in ${root}:\n${problems.map((p) => `  ${p}`).join("\n")}`)
  process.exitCode = 1
} else {
  console.log(`check:content: ${files} files under ${path.relative(process.cwd(), root) || "."}, no problems (${took})`)
}
