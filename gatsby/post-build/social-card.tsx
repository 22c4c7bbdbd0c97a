import fs from "node:fs/promises"
import path from "node:path"
import satori, { type Font, type SatoriOptions } from "satori"
import sharp from "sharp"
import { theme } from "../../src/styles/theme"
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "../../src/shared/social-card-path"
import { fitTitle } from "../lib/post-build/social-card-fit"

/** What one card says. */
export interface SocialCardContent {
  title: string
  /** The section label above the title, e.g. "Services" or "Blog". */
  section: string
  /** The company name beside the mark. */
  siteName: string
  /** The site's host name, e.g. www.solvix.sg. */
  host: string
}

const SUBSETS = ["latin", "latin-ext", "vietnamese"] as const
const familyName = (family: string, subset: (typeof SUBSETS)[number]) => (subset === "latin" ? family : `${family} ${subset}`)
/**
 * Satori uses only the first font loaded under a name, so each subset is its own family and a style lists
 * them in order: a glyph missing from the Latin file (ế, ă, ơ …) is taken from the next one.
 */
const fontStack = (family: string) => SUBSETS.map((subset) => familyName(family, subset)).join(", ")
const SANS = fontStack("Inter")
const SERIF = fontStack("Source Serif 4")

/** The font files the card uses, all from npm packages, so the image does not depend on the build machine. */
export const CARD_FONT_FILES: ReadonlyArray<{ name: string; weight: 500 | 700; file: string }> = SUBSETS.flatMap((subset) => [
  { name: familyName("Inter", subset), weight: 500 as const, file: `@fontsource/inter/files/inter-${subset}-500-normal.woff` },
  { name: familyName("Inter", subset), weight: 700 as const, file: `@fontsource/inter/files/inter-${subset}-700-normal.woff` },
  { name: familyName("Source Serif 4", subset), weight: 700 as const, file: `@fontsource/source-serif-4/files/source-serif-4-${subset}-700-normal.woff` },
])

const fontPath = (root: string, file: string) => path.join(root, "node_modules", file)

/** Where the font files are (satori reads woff, not woff2). */
export function cardFontPaths(root = process.cwd()): string[] {
  return CARD_FONT_FILES.map((f) => fontPath(root, f.file))
}

export async function loadCardFonts(root = process.cwd()): Promise<Font[]> {
  return Promise.all(CARD_FONT_FILES.map(async (f) => ({ name: f.name, weight: f.weight, style: "normal" as const, data: await fs.readFile(fontPath(root, f.file)) })))
}

const { colors } = theme
const PAD_X = 72
const PAD_Y = 60
const MARK = 56
/** The title's column: the card's width less the padding and the room kept for the arcs on the right. */
export const TITLE_BOX = { width: 980, height: 300 } as const

/**
 * The card: mark and name, the section in gold, the title in the heading serif, the host name, on the
 * navy of the site's header. Satori lays it out with flexbox and turns every glyph into a path.
 * `data-part` names the boxes that tests measure.
 */
export function SocialCard({ title, section, siteName, host }: SocialCardContent) {
  const fit = fitTitle(title, TITLE_BOX)
  return (
    <div
      style={{
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        display: "flex",
        flexDirection: "column",
        padding: `${PAD_Y}px ${PAD_X}px`,
        position: "relative",
        backgroundColor: colors.navyDeep,
        backgroundImage: `linear-gradient(135deg, ${colors.navy} 0%, ${colors.navyDeep} 100%)`,
        color: colors.white,
        fontFamily: SANS,
      }}
    >
      <svg width="560" height="630" viewBox="0 0 560 630" style={{ position: "absolute", right: 0, top: 0 }}>
        <circle cx="520" cy="120" r="300" fill="none" stroke={colors.gold} strokeOpacity="0.16" strokeWidth="2" />
        <circle cx="520" cy="120" r="220" fill="none" stroke={colors.gold} strokeOpacity="0.26" strokeWidth="2" />
        <circle cx="520" cy="120" r="140" fill="none" stroke={colors.white} strokeOpacity="0.10" strokeWidth="2" />
        <circle cx="313" cy="45" r="11" fill={colors.gold} />
      </svg>
      <div style={{ display: "flex", alignItems: "center", height: MARK }}>
        {/* The mark of src/components/logo.tsx, in its on-dark colours. */}
        <svg width={MARK} height={MARK} viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill={colors.gold} />
          <path d="M9 20.5c0 2.5 2.6 4 6.5 4s7-1.6 7-4.6c0-6.2-13-3.7-13-9.6C9.5 7.6 12 6 15.5 6c3.4 0 6 1.4 6.5 4" fill="none" stroke={colors.navyDeep} strokeWidth="2.6" strokeLinecap="round" />
          <circle cx="22.5" cy="10.5" r="2.2" fill={colors.navyDeep} />
        </svg>
        <div style={{ display: "flex", marginLeft: 18, fontFamily: SERIF, fontWeight: 700, fontSize: 38, letterSpacing: -0.5 }}>{siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}>
        <div style={{ display: "flex", alignItems: "center", marginBottom: 24 }}>
          <div style={{ width: 44, height: 4, borderRadius: 2, backgroundColor: colors.gold, marginRight: 16 }} />
          <div style={{ display: "block", maxWidth: TITLE_BOX.width - 60, lineClamp: 1, fontSize: 24, fontWeight: 700, letterSpacing: 3, textTransform: "uppercase", color: colors.gold }}>{section}</div>
        </div>
        <div
          data-part="title"
          style={{
            display: "block",
            width: TITLE_BOX.width,
            maxHeight: TITLE_BOX.height,
            fontFamily: SERIF,
            fontWeight: 700,
            fontSize: fit.fontSize,
            lineHeight: fit.lineHeight,
            letterSpacing: -0.5,
            lineClamp: fit.maxLines,
            overflow: "hidden",
            wordBreak: "break-word",
          }}
        >
          {title}
        </div>
      </div>
      <div data-part="host" style={{ display: "flex", alignItems: "center", fontSize: 26, fontWeight: 500, color: colors.white, opacity: 0.8 }}>
        {host}
      </div>
      <div style={{ position: "absolute", left: 0, bottom: 0, width: SOCIAL_CARD_WIDTH, height: 10, backgroundColor: colors.gold }} />
    </div>
  )
}

/** The card as SVG, every glyph already a path. */
export function socialCardSvg(content: SocialCardContent, fonts: Font[], onNodeDetected?: SatoriOptions["onNodeDetected"]): Promise<string> {
  return satori(<SocialCard {...content} />, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, fonts, ...(onNodeDetected ? { onNodeDetected } : {}) })
}

/** The card as a PNG of SOCIAL_CARD_WIDTH × SOCIAL_CARD_HEIGHT. */
export async function renderSocialCard(content: SocialCardContent, fonts: Font[]): Promise<Buffer> {
  const svg = await socialCardSvg(content, fonts)
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
