/** @jest-environment node */
import fs from "node:fs"
import sharp from "sharp"
import type { Font, SatoriNode } from "satori"
import { cardFontPaths, loadCardFonts, renderSocialCard, socialCardSvg, TITLE_BOX } from "../social-card"
import { fitTitle } from "../../lib/post-build/social-card-fit"
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "../../../src/shared/social-card-path"

const content = { title: "Employer of Record in Indonesia: the Complete Guide", section: "Blog", siteName: "Solvix", host: "www.solvix.sg" }
let fonts: Font[]

beforeAll(async () => {
  fonts = await loadCardFonts()
})

/** The laid-out boxes of the parts the card names with data-part. */
async function layout(title: string): Promise<Record<string, SatoriNode>> {
  const parts: Record<string, SatoriNode> = {}
  await socialCardSvg({ ...content, title }, fonts, (node) => {
    const part: unknown = node.props["data-part"]
    if (typeof part === "string") parts[part] = node
  })
  return parts
}

describe("the social card", () => {
  it("takes its fonts from npm packages", () => {
    for (const file of cardFontPaths()) {
      expect(file).toMatch(/node_modules\/@fontsource\/[^/]+\/files\/[^/]+\.woff$/)
      expect(fs.existsSync(file)).toBe(true)
    }
  })

  it("renders a 1200 × 630 PNG", async () => {
    const png = await renderSocialCard(content, fonts)
    const meta = await sharp(png).metadata()
    expect(meta).toMatchObject({ format: "png", width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT })
    // Drawn, not blank: the navy background and the white title make more than a handful of colours.
    const { channels } = await sharp(png).stats()
    expect(channels[0]?.max).toBeGreaterThan(200)
    expect(channels[2]?.min).toBeLessThan(80)
  }, 20_000)

  it.each([
    ["a short title", "Careers"],
    ["a long title", "Employer of Record in Indonesia: The Complete Guide for Foreign Companies Hiring Their First Team in 2025 and Beyond"],
    ["a title far too long to fit", "Tết bonus and the 13th month, explained for employers ".repeat(8)],
    ["a single unbreakable word", "Supercalifragilisticexpialidocious".repeat(6)],
  ])(
    "keeps %s inside its column, above the host name",
    async (_name, title) => {
      const { title: box, host } = await layout(title)
      expect(box).toBeDefined()
      expect(host).toBeDefined()
      if (!box || !host) return
      expect(box.left + box.width).toBeLessThanOrEqual(SOCIAL_CARD_WIDTH - 72)
      // Whole lines only: the title is clamped at its line cap (with an ellipsis), not cut through a line.
      const fit = fitTitle(title, TITLE_BOX)
      expect(box.height).toBeLessThanOrEqual(fit.maxLines * Math.ceil(fit.fontSize * fit.lineHeight))
      expect(box.height).toBeLessThanOrEqual(TITLE_BOX.height)
      expect(box.top + box.height).toBeLessThanOrEqual(host.top)
      expect(host.top + host.height).toBeLessThanOrEqual(SOCIAL_CARD_HEIGHT)
    },
    20_000,
  )
})
