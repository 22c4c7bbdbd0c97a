/**
 * The one visual identity of the site: colours, type, spacing, radii, shadows and breakpoints.
 * Components read it through Emotion's theme (see emotion.d.ts); nothing else defines a colour or a size.
 */

import { FONT_FALLBACKS, fallbackStack } from "../shared/font-fallbacks"

/** Below this width the header menus give way to the drawer and parallax effects stop. */
export const MOBILE_BREAKPOINT = 768

/** The media query of phones, narrower than the breakpoint (for window.matchMedia; `media.mobile` in CSS). */
export const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`

const colors = {
  ink: "#0f1b2d", // body text on light backgrounds, 16.9:1 on white
  navy: "#0c2a4d", // headers, dark sections
  navyDeep: "#081d36",
  primary: "#1b4fd8", // buttons and links, 6.9:1 on white
  primaryHover: "#163fae",
  primarySoft: "#e8effd",
  accent: "#0d7a6f", // teal, 5.2:1 on white
  accentSoft: "#e3f4f1",
  gold: "#f2b544", // highlights on navy only (9.3:1 on navy)
  muted: "#475467", // secondary text, 7.6:1 on white
  border: "#d8dee8",
  surface: "#f5f7fb",
  white: "#ffffff",
  danger: "#b42318",
  dangerSoft: "#fdecea",
  success: "#067647",
  successSoft: "#e6f4ec",
  focus: "#f2b544",
} as const

/** The brand fonts, then faces of local fonts matched to their metrics (src/shared/font-fallbacks.ts), then the systems' own. */
const fonts = {
  body: `"Inter Variable", "Inter", ${fallbackStack(FONT_FALLBACKS.body)}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  heading: `"Source Serif 4 Variable", "Source Serif 4", ${fallbackStack(FONT_FALLBACKS.heading)}, Georgia, "Times New Roman", serif`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
} as const

/** A modular scale (1.2) in rem; fluid headings clamp between a mobile and a desktop size. */
const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem)",
  xxl: "clamp(1.75rem, 1.4rem + 1.6vw, 2.375rem)",
  display: "clamp(1.75rem, 1rem + 4vw, 3.5rem)",
} as const

const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(3rem, 2rem + 4vw, 5.5rem)",
} as const

const radii = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const

const shadows = {
  card: "0 1px 2px rgba(15, 27, 45, 0.06), 0 4px 16px rgba(15, 27, 45, 0.06)",
  raised: "0 12px 40px rgba(8, 29, 54, 0.18)",
} as const

const media = {
  /** Narrower than the mobile breakpoint. */
  mobile: `@media ${PHONE_QUERY}`,
  /** Small phones (320–359 px): the header keeps its call to action and drops the logo's wordmark. */
  smallPhone: "@media (max-width: 359.98px)",
  /** The mobile breakpoint and wider. */
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT}px)`,
  wide: "@media (min-width: 1100px)",
  /** Narrower than the wide layout: a sidebar's parts (an article's contents) move above or below the text. */
  belowWide: "@media (max-width: 1099.98px)",
  /** Long pages' side rail (contents, key figures, call to action) sits beside the text and stays in view. */
  rail: "@media (min-width: 1024px)",
  /** The rail's contents and call to action stay in view: wide, and tall enough for them to fit the window. */
  railInView: "@media (min-width: 1024px) and (min-height: 560px)",
  /** Narrower than the rail breakpoint: the rail's parts fold into disclosures above the text. */
  belowRail: "@media (max-width: 1023.98px)",
  /** Menus shown but room is short: from the mobile breakpoint up to the wide layout. */
  tablet: `@media (min-width: ${MOBILE_BREAKPOINT}px) and (max-width: 1099.98px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  print: "@media print",
} as const

export const theme = {
  colors,
  fonts,
  fontSizes,
  space,
  radii,
  shadows,
  media,
  maxWidth: "72rem",
  proseWidth: "44rem",
  headerHeight: "4.25rem",
} as const

export type SiteTheme = typeof theme
