/**
 * `npm run fonts`: cuts the brand fonts for the site's text now and prints their sizes, as the build does first
 * (gatsby/on-pre-bootstrap.ts, gatsby/lib/site-fonts.ts); nothing to commit. `-- --force` cuts them even when the
 * last ones were cut from the same text.
 */
import { rmSync } from "node:fs"
import path from "node:path"
import { CSS_FILE, FONTS_DIR, writeSiteFonts } from "../../gatsby/lib/site-fonts"

const root = path.join(__dirname, "..", "..")
if (process.argv.includes("--force")) rmSync(path.join(root, FONTS_DIR, CSS_FILE), { force: true })
async function main() {
  const started = performance.now()
  const { made, plan, sizes } = await writeSiteFonts(root)
  for (const [file, bytes] of Object.entries(sizes)) console.log(`${file.padEnd(32)} ${bytes.toLocaleString("en")} bytes`)
  const total = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0)
  console.log(`${"preloaded in all".padEnd(32)} ${total.toLocaleString("en")} bytes; core: ${plan.core.length} characters; ${made ? "cut" : "unchanged"} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

void main()
