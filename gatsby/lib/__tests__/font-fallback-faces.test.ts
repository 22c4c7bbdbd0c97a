/** @jest-environment node */
import path from "node:path"
import arimo from "@capsizecss/metrics/arimo"
import tinos from "@capsizecss/metrics/tinos"
import { FONT_FALLBACKS, type MetricsName } from "../../../src/shared/font-fallbacks"
import { theme } from "../../../src/styles/theme"
import { fallbackFaceCss, METRICS, overrides } from "../font-fallback-faces"
import { readFont } from "../font-file"
import { readSources } from "../site-fonts"

const percent = (value: string | undefined) => Number.parseFloat(value ?? "100") / 100
/** Average character width in em (Capsize's xWidthAvg: weighted by how often each letter occurs in English). */
const width = (m: { xWidthAvg: number; unitsPerEm: number }) => m.xWidthAvg / m.unitsPerEm

describe("metric-matched fallback faces", () => {
  const brands = Object.entries(FONT_FALLBACKS)

  it.each(brands.flatMap(([name, brand]) => brand.faces.map((face) => [name, face.family, brand.metrics, face.metrics] as const)))(
    "%s: %s draws its average character as wide as the brand font, with the brand font's ascent and descent",
    (_, __, brand: MetricsName, fallback: MetricsName) => {
      const o = overrides(brand, fallback)
      const scale = percent(o.sizeAdjust)
      expect(width(METRICS[fallback]) * scale).toBeCloseTo(width(METRICS[brand]), 4)
      // The overrides are in the scaled fallback's em: back in the brand font's em they are its own metrics.
      expect(percent(o.ascentOverride) * scale).toBeCloseTo(METRICS[brand].ascent / METRICS[brand].unitsPerEm, 4)
      expect(percent(o.descentOverride) * scale).toBeCloseTo(-METRICS[brand].descent / METRICS[brand].unitsPerEm, 4)
      expect(scale).not.toBe(1)
    },
  )

  it("uses the metrics of the brand fonts the site ships (units per em, ascent, descent, line gap of the fonts the core files are cut from)", () => {
    // The cut keeps them: gatsby/lib/__tests__/site-fonts.test.ts.
    const sources = readSources(path.resolve(__dirname, "../../.."))
    const metrics = ({ unitsPerEm, ascent, descent, lineGap }: { unitsPerEm: number; ascent: number; descent: number; lineGap: number }) => ({ unitsPerEm, ascent, descent, lineGap })
    expect(metrics(readFont(sources.inter))).toEqual(metrics(METRICS[FONT_FALLBACKS.body.metrics]))
    expect(metrics(readFont(sources.serif))).toEqual(metrics(METRICS[FONT_FALLBACKS.heading.metrics]))
  })

  it("lists in one face only fonts of the same metrics (Arimo is Arial's, Tinos is Times New Roman's)", () => {
    for (const [clone, of] of [
      [arimo, METRICS.arial],
      [tinos, METRICS.timesNewRoman],
    ] as const) {
      expect(width(clone)).toBeCloseTo(width(of), 2)
      expect(clone.ascent / clone.unitsPerEm).toBeCloseTo(of.ascent / of.unitsPerEm, 2)
      expect(clone.descent / clone.unitsPerEm).toBeCloseTo(of.descent / of.unitsPerEm, 2)
    }
  })

  it("writes one @font-face per face and weight, its local() names in order", () => {
    const css = fallbackFaceCss()
    const faces = [...css.matchAll(/@font-face\{font-family:"([^"]+)";font-style:normal;font-weight:(\d+);src:([^;]+);/g)].map(([, family, weight, src]) => `${family} ${weight} ${src}`)
    const expected = brands.flatMap(([, brand]) => brand.faces.flatMap((face) => Object.entries(face.local).map(([weight, names]) => `${face.family} ${weight} ${names.map((n) => `local("${n}")`).join(",")}`)))
    expect(faces).toEqual(expected)
    expect(css).toContain('@font-face{font-family:"Inter fallback Arial";font-style:normal;font-weight:400;src:local("Arial"),local("ArialMT"),local("Liberation Sans")')
  })

  it("puts the faces in the theme's stacks right after the brand font, before the systems' own fonts", () => {
    const families = (stack: string) => stack.split(",").map((f) => f.trim().replace(/^"|"$/g, ""))
    expect(families(theme.fonts.body).slice(0, 4)).toEqual(["Inter Variable", "Inter", ...FONT_FALLBACKS.body.faces.map((f) => f.family)])
    expect(families(theme.fonts.heading).slice(0, 5)).toEqual(["Source Serif 4 Variable", "Source Serif 4", ...FONT_FALLBACKS.heading.faces.map((f) => f.family)])
  })
})
