// @ts-check
// Screenshots pages of the served site: node scripts/check/screenshot.mjs [base] path[@width] ...
// Writes /tmp/shots/<path>-<width>.png. For looking at what we build, not a test.
import { chromium } from "@playwright/test"
import fs from "node:fs"

const args = process.argv.slice(2)
const base = (args[0]?.startsWith("http") ? args.shift() : undefined) ?? "http://127.0.0.1:9000"
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
fs.mkdirSync("/tmp/shots", { recursive: true })
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
})
for (const arg of args) {
  const [path = "/", w, full] = arg.split("@")
  const width = Number(w || 1280)
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  page.on("console", (m) => m.type() === "error" && console.log(`  console error on ${path}: ${m.text()}`))
  await page.goto(base + path, { waitUntil: "networkidle" })
  // A full-page picture lays the page out beyond the viewport without scrolling it, so what is drawn only near
  // the viewport (content-visibility: auto: the calculator's rates tables) would be blank: draw it as a reader
  // scrolling to it sees it.
  if (full !== "top") await page.addStyleTag({ content: "* { content-visibility: visible !important }" })
  await page.waitForTimeout(300)
  const file = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`
  await page.screenshot({ path: file, fullPage: full !== "top" })
  console.log(file)
  await page.close()
}
await browser.close()
