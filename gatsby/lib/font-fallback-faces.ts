import { createFontStack, type FontMetrics } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import georgia from "@capsizecss/metrics/georgia"
import inter from "@capsizecss/metrics/inter"
import notoSerif from "@capsizecss/metrics/notoSerif"
import roboto from "@capsizecss/metrics/roboto"
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4"
import timesNewRoman from "@capsizecss/metrics/timesNewRoman"
import { FONT_FALLBACKS, type BrandFallbacks, type FallbackFace, type MetricsName } from "../../src/shared/font-fallbacks"

/** The fonts' metrics as Capsize publishes them (read from the fonts' own files by its maintainers). */
export const METRICS: Readonly<Record<MetricsName, FontMetrics>> = { inter, sourceSerif4, arial, roboto, georgia, timesNewRoman, notoSerif }

/** What a fallback face changes: Capsize's values for a brand font drawn with a fallback's metrics. */
export interface FaceOverrides {
  sizeAdjust?: string
  ascentOverride?: string
  descentOverride?: string
  lineGapOverride?: string
}

/**
 * size-adjust scales the fallback so its average character (weighted by how often each letter occurs in English)
 * is as wide as the brand font's; the three overrides give its lines the brand font's ascent, descent and line
 * gap, so line boxes keep their height (src/shared/font-fallbacks.ts).
 */
export function overrides(brand: MetricsName, fallback: MetricsName): FaceOverrides {
  const [face] = createFontStack([METRICS[brand], METRICS[fallback]], { fontFaceFormat: "styleObject" }).fontFaces
  const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = face!["@font-face"]
  return { sizeAdjust, ascentOverride, descentOverride, lineGapOverride }
}

const PROPERTIES: ReadonlyArray<[keyof FaceOverrides, string]> = [
  ["sizeAdjust", "size-adjust"],
  ["ascentOverride", "ascent-override"],
  ["descentOverride", "descent-override"],
  ["lineGapOverride", "line-gap-override"],
]

function faceRules(brand: BrandFallbacks, face: FallbackFace): string[] {
  const values = overrides(brand.metrics, face.metrics)
  const declarations = PROPERTIES.flatMap(([key, property]) => (values[key] ? [`${property}:${values[key]}`] : []))
  return Object.entries(face.local).map(([weight, names]) => {
    const src = names.map((name) => `local("${name}")`).join(",")
    return `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${weight};src:${src};${declarations.join(";")}}`
  })
}

/** Every fallback face of src/shared/font-fallbacks.ts as CSS, one @font-face per face and weight. */
export function fallbackFaceCss(fallbacks: Readonly<Record<string, BrandFallbacks>> = FONT_FALLBACKS): string {
  return Object.values(fallbacks)
    .flatMap((brand) => brand.faces.flatMap((face) => faceRules(brand, face)))
    .join("\n")
}
