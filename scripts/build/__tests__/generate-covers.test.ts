/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"

const SCRIPT = path.join(__dirname, "..", "generate-covers.mjs")
const article = (category: string) => `---\ntitle: "A title"\ncategory: ${category}\n---\n\nBody.\n`

describe("scripts/build/generate-covers.mjs", () => {
  let content: string
  const run = (...args: string[]) => execFileSync(process.execPath, [SCRIPT, "--content", content, ...args], { encoding: "utf8" })
  const cover = (slug: string) => path.join(content, "blog", slug, "cover.png")

  beforeEach(() => {
    content = fs.mkdtempSync(path.join(os.tmpdir(), "covers-"))
    for (const [slug, category] of [
      ["eor-basics", "EOR fundamentals"],
      ["vietnam-guide", "Country guides"],
      ["payroll-rules", "Compliance"],
    ] as const) {
      fs.mkdirSync(path.join(content, "blog", slug), { recursive: true })
      fs.writeFileSync(path.join(content, "blog", slug, "index.mdx"), article(category))
    }
  })
  afterEach(() => fs.rmSync(content, { recursive: true, force: true }))

  it("draws a 1600 × 900 PNG beside each article, different for each", async () => {
    expect(run()).toContain("3 drawn, 0 kept")
    const files = ["eor-basics", "vietnam-guide", "payroll-rules"].map(cover)
    for (const file of files) expect(await sharp(file).metadata()).toMatchObject({ format: "png", width: 1600, height: 900 })
    const bytes = files.map((f) => fs.readFileSync(f).toString("base64"))
    expect(new Set(bytes).size).toBe(3)
  }, 30_000)

  it("keeps existing covers unless --force, and redraws the same picture", () => {
    run()
    const before = fs.readFileSync(cover("eor-basics"))
    fs.writeFileSync(cover("vietnam-guide"), "a writer's own picture")
    expect(run()).toContain("0 drawn, 3 kept")
    expect(fs.readFileSync(cover("vietnam-guide"), "utf8")).toBe("a writer's own picture")
    expect(run("--force", "eor-basics")).toContain("1 drawn, 0 kept")
    expect(fs.readFileSync(cover("eor-basics")).equals(before)).toBe(true)
  }, 30_000)

  it("fails naming the file when an article has no category", () => {
    fs.writeFileSync(path.join(content, "blog", "payroll-rules", "index.mdx"), "---\ntitle: x\n---\n")
    expect(() => execFileSync(process.execPath, [SCRIPT, "--content", content], { stdio: "pipe" })).toThrow(/payroll-rules\/index\.mdx: no category/)
  }, 30_000)
})
