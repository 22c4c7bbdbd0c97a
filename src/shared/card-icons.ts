/**
 * The icons a content page may name in its `icon` frontmatter, shown on its card in the hub listings
 * (content/README.md). Checked by the build (gatsby/lib/plan/frontmatter.ts) and drawn by
 * src/components/content/card-icon.tsx, which bundles only these.
 */
export const CARD_ICONS = [
  "banknote",
  "book-open",
  "building",
  "calculator",
  "circle-help",
  "clipboard-list",
  "code",
  "file-signature",
  "file-text",
  "gift",
  "graduation-cap",
  "hard-hat",
  "headset",
  "landmark",
  "laptop",
  "lock",
  "map-pin",
  "megaphone",
  "package",
  "palette",
  "plane",
  "radio-tower",
  "scale",
  "shield-check",
  "shopping-cart",
  "stethoscope",
  "truck",
  "user-search",
  "zap",
] as const

export type CardIconName = (typeof CARD_ICONS)[number]
