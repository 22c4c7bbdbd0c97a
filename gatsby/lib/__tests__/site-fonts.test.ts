/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import * as fontkit from "fontkit"
import fontverter from "fontverter"
import { readFont, renameFont } from "../font-file"
import { CSS_FILE, cutFonts, FILES, FONTS_DIR, fontFaceCss, planFonts, readSources, SERIF_NAME, siteTexts, SYSTEM_FALLBACK, writeSiteFonts } from "../site-fonts"

/*
 * The brand fonts the build cuts for the site's text (gatsby/lib/site-fonts.ts), cut here for a fixture text: the
 * whole fonts come from node_modules, the text never from content/.
 */
const ROOT = path.resolve(__dirname, "../../..")
const sources = readSources(ROOT)
const whole = { inter: readFont(sources.inter), serif: readFont(sources.serif) }
const TEXT = ["Señora Nguyễn hired 12 engineers through Solvix — €1,234 a month"]
const plan = planFonts(TEXT, "Solvix", { inter: whole.inter.codePoints, serif: whole.serif.codePoints })
const cp = (ch: string) => ch.codePointAt(0)!

let cut: Awaited<ReturnType<typeof cutFonts>>
beforeAll(async () => {
  cut = await cutFonts(plan, sources)
}, 60_000)

describe("the core files cut for a text", () => {
  it("hold its letters beyond ASCII, in the body and the heading font: ñ, ễ, €, —", () => {
    for (const file of [cut.inter, cut.heading]) {
      const { codePoints } = readFont(file)
      for (const ch of "ñễ€—") expect({ ch, has: codePoints.has(cp(ch)) }).toEqual({ ch, has: true })
    }
  })

  it("leave out what the text does not use, though the whole font has it: ü, ß, Ж", () => {
    for (const ch of "üßЖ") expect(whole.inter.codePoints.has(cp(ch))).toBe(true)
    for (const file of [cut.inter, cut.heading]) {
      const { codePoints } = readFont(file)
      for (const ch of "üßЖ") expect({ ch, has: codePoints.has(cp(ch)) }).toEqual({ ch, has: false })
    }
  })

  it("leave to the system font the characters of SYSTEM_FALLBACK, though the text and both whole fonts have them", () => {
    const arrow = planFonts(["Scroll for more →"], "Solvix", { inter: whole.inter.codePoints, serif: whole.serif.codePoints })
    expect(Object.keys(SYSTEM_FALLBACK)).toEqual(["→", "≈"])
    for (const ch of Object.keys(SYSTEM_FALLBACK)) expect([whole.inter.codePoints.has(cp(ch)), whole.serif.codePoints.has(cp(ch))]).toEqual([true, true])
    expect(arrow.core).not.toContain(cp("→"))
  })

  it("keep the logo's file to the company name and the digits", () => {
    expect([...readFont(cut.logo).codePoints].sort((a, b) => a - b)).toEqual([...new Set("0123456789Silovx")].map(cp).sort((a, b) => a - b))
  })

  it("cut Inter's weight axis to 400–700 at text size, and the serif at 650 and 700 with no axis left", () => {
    expect(readFont(cut.inter).axes).toEqual({ wght: { min: 400, default: 400, max: 700 } })
    for (const [file, weight] of [
      [cut.heading, 650],
      [cut.logo, 700],
    ] as const) {
      expect(readFont(file).axes).toEqual({})
      expect(readFont(file).weightClass).toBe(weight)
    }
  })

  it("keep Inter's default features and its tabular figures (tnum), and drop the other optional ones", () => {
    const features = (fontkit.create(cut.inter) as fontkit.Font).availableFeatures
    expect(features).toEqual(expect.arrayContaining(["kern", "calt", "tnum"]))
    expect(features).not.toContain("ss01")
    expect((fontkit.create(sources.inter) as fontkit.Font).availableFeatures).toContain("ss01")
  })

  it("keep the fraction features only for a text with a fraction slash, the one character they shape", async () => {
    const features = (file: Buffer) => (fontkit.create(file) as fontkit.Font).availableFeatures
    for (const file of [cut.inter, cut.heading, cut.logo]) expect(features(file)).not.toEqual(expect.arrayContaining(["frac"]))
    expect(features(sources.inter)).toEqual(expect.arrayContaining(["frac", "numr", "dnom"]))
    const withSlash = await cutFonts(planFonts(["1\u20442 of the month"], "Solvix", { inter: whole.inter.codePoints, serif: whole.serif.codePoints }), sources)
    for (const file of [withSlash.inter, withSlash.heading]) expect(features(file)).toEqual(expect.arrayContaining(["frac", "numr", "dnom"]))
    // Their glyphs (a numerator and a denominator of each digit) are most of the difference.
    expect(withSlash.inter.length - cut.inter.length).toBeGreaterThan(2_000)
  }, 60_000)

  it("keep the whole fonts' metrics (units per em, ascent, descent, line gap), which the fallback faces match", () => {
    const metrics = ({ unitsPerEm, ascent, descent, lineGap }: ReturnType<typeof readFont>) => ({ unitsPerEm, ascent, descent, lineGap })
    expect(metrics(readFont(cut.inter))).toEqual(metrics(whole.inter))
    expect(metrics(readFont(cut.heading))).toEqual(metrics(whole.serif))
  })

  it("name the serif files Solvix Serif Core: not Source, the Reserved Font Name of Source Serif's licence", () => {
    expect(whole.serif.names.get(1)).toMatch(/^Source Serif 4/)
    for (const file of [cut.heading, cut.logo]) {
      const { names } = readFont(file)
      expect([names.get(1), names.get(4), names.get(6)]).toEqual([SERIF_NAME, SERIF_NAME, SERIF_NAME.replace(/ /g, "")])
      expect([...names].filter(([id, name]) => id !== 0 && id !== 13 && /Source/.test(name))).toEqual([])
      // The copyright notice, which names the Reserved Font Name, and the licence stay.
      expect(names.get(0)).toBe(whole.serif.names.get(0))
      expect(names.get(0)).toContain("Reserved Font Name")
      expect(names.get(14)).toBe(whole.serif.names.get(14))
    }
  })

  it("are the same bytes when cut again from the same text", async () => {
    const again = await cutFonts(plan, sources)
    expect(again.inter.equals(cut.inter) && again.heading.equals(cut.heading) && again.logo.equals(cut.logo)).toBe(true)
  }, 60_000)
})

describe("renameFont", () => {
  it("changes only the names, and leaves a font that reads as before", async () => {
    const sfnt = await fontverter.convert(cut.heading, "sfnt")
    const renamed = renameFont(sfnt, "Test Serif")
    const [before, after] = [readFont(sfnt), readFont(renamed)]
    expect({ ...after, names: null }).toEqual({ ...before, names: null })
    expect([after.names.get(1), after.names.get(4), after.names.get(6)]).toEqual(["Test Serif", "Test Serif", "TestSerif"])
    expect([...after.names].filter(([id]) => ![1, 3, 4, 6, 16].includes(id))).toEqual([...before.names].filter(([id]) => ![1, 3, 4, 6, 16].includes(id)))
  })
})

describe("fonts.css", () => {
  const css = fontFaceCss(ROOT, plan, "test")
  const faces = [...css.matchAll(/font-family: '([^']+)';[\s\S]*?font-weight: ([^;]+);\s*src: url\(([^)]+)\)[\s\S]*?unicode-range: ([^;]+);/g)].map(([, family = "", weight = "", url = "", range = ""]) => ({ family, weight, url, range }))

  it("declares each core file last among its family's faces of that weight, for the characters it holds", () => {
    const lastOf = (family: string, weight: string) => faces.filter((f) => f.family === family && f.weight === weight).at(-1)
    expect(lastOf("Inter Variable", "400 700")).toMatchObject({ url: `./${FILES.inter}`, range: expect.stringContaining("U+00F1") })
    expect(lastOf("Source Serif 4 Variable", "650")).toMatchObject({ url: `./${FILES.heading}`, range: expect.stringContaining("U+1EC5") })
    expect(lastOf("Source Serif 4 Variable", "700")).toMatchObject({ url: `./${FILES.logo}`, range: "U+0030-0039,U+0053,U+0069,U+006C,U+006F,U+0076,U+0078" })
  })

  it("keeps the fontsource files beneath them for any other character", () => {
    expect(faces.filter((f) => f.url.startsWith("~@fontsource-variable/")).length).toBe(9)
  })
})

describe("writeSiteFonts", () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "site-fonts-"))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"))
    write("content/site.yaml", "name: Solvix\n")
    write("content/pages/about/index.mdx", "---\ntitle: About\n---\n\nWe employ people in Đà Nẵng.\n")
    write("src/components/note.tsx", "// A comment is not text: ü\nexport const note = <p>Made with care ·</p>\n")
    write("src/components/__tests__/note.test.tsx", 'expect("ß")\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("reads the text of content/ and src/, without comments and tests", () => {
    const texts = siteTexts(root).join("\n")
    expect(texts).toContain("Đà Nẵng")
    expect(texts).toContain("·")
    expect(texts).not.toMatch(/[üß]/)
  })

  it("cuts a writer's new letter into the core on the next build, and cuts nothing when no text changed", async () => {
    const first = await writeSiteFonts(root)
    expect(first.made).toBe(true)
    const dir = path.join(root, FONTS_DIR)
    expect(readFont(readFileSync(path.join(dir, FILES.inter))).codePoints.has(cp("ñ"))).toBe(false)
    expect((await writeSiteFonts(root)).made).toBe(false)

    write("content/pages/about/index.mdx", "---\ntitle: About\n---\n\nOur office in A Coruña.\n")
    const second = await writeSiteFonts(root)
    expect(second.made).toBe(true)
    expect(readFont(readFileSync(path.join(dir, FILES.inter))).codePoints.has(cp("ñ"))).toBe(true)
    expect(readFileSync(path.join(dir, CSS_FILE), "utf8")).toContain("U+00F1")
  }, 60_000)
})
