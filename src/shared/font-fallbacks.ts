/**
 * The local faces that stand in for a brand font while it is not there: fonts.css is `font-display: optional`,
 * so a page whose fonts miss its first paint keeps the fallback. Each face below is a system font scaled and
 * spaced to the brand font's metrics (size-adjust, ascent-, descent- and line-gap-override), so such a page
 * takes the room the brand font would. One face per family of metrics, since size-adjust differs per family:
 * a face lists the fonts that share its metrics (Arial, Liberation Sans and Arimo have the same advances).
 *
 * This file only names them (the theme's font stacks read it, in the browser too); the values are worked out at
 * build time from @capsizecss/metrics by gatsby/lib/font-fallback-faces.ts, which gatsby-ssr.tsx writes into
 * every page's head. docs/workarounds.md, "Metric-matched fallback fonts", has the figures.
 */

/** The fonts of @capsizecss/metrics the faces are matched with (the brand's and the fallbacks'). */
export type MetricsName = "inter" | "sourceSerif4" | "arial" | "roboto" | "georgia" | "timesNewRoman" | "notoSerif"

export interface FallbackFace {
  /** The font-family name the theme's stack lists. */
  family: string
  /** The metrics of the fonts it draws with. */
  metrics: MetricsName
  /** local() names (full and PostScript names, as Chromium matches them) by font weight. */
  local: Readonly<Partial<Record<400 | 700, readonly string[]>>>
}

export interface BrandFallbacks {
  metrics: MetricsName
  /** In the order the stack lists them: the first a machine has is drawn. */
  faces: readonly FallbackFace[]
}

/** Inter (body text, weights 400–700): Arial's metrics on desktops (and Liberation Sans on Linux), Roboto on Android. */
const body: BrandFallbacks = {
  metrics: "inter",
  faces: [
    {
      family: "Inter fallback Arial",
      metrics: "arial",
      local: {
        400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"],
        700: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"],
      },
    },
    {
      family: "Inter fallback Roboto",
      metrics: "roboto",
      local: { 400: ["Roboto", "Roboto Regular", "Roboto-Regular"], 700: ["Roboto Bold", "Roboto-Bold"] },
    },
  ],
}

/** Source Serif 4 (headings and the logo, 650 and 700): Georgia, then Times New Roman's metrics, then Noto Serif (Android). */
const heading: BrandFallbacks = {
  metrics: "sourceSerif4",
  faces: [
    { family: "Source Serif 4 fallback Georgia", metrics: "georgia", local: { 700: ["Georgia Bold", "Georgia-Bold"] } },
    {
      family: "Source Serif 4 fallback Times",
      metrics: "timesNewRoman",
      local: { 700: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold", "Tinos Bold", "Tinos-Bold"] },
    },
    { family: "Source Serif 4 fallback Noto Serif", metrics: "notoSerif", local: { 700: ["Noto Serif Bold", "NotoSerif-Bold"] } },
  ],
}

export const FONT_FALLBACKS = { body, heading } as const

/** The faces' names as a font-family list, for the theme's stack right after the brand font's names. */
export const fallbackStack = (brand: BrandFallbacks): string => brand.faces.map((f) => `"${f.family}"`).join(", ")
