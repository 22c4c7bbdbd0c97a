import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import sourceSerifLatin from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2"

/**
 * The latin files of the two faces declared in fonts.css, which every page uses. gatsby-ssr.tsx preloads them
 * so the first paint already has them (fonts.css: font-display optional, so a late one is never swapped in).
 */
export const PRELOADED_FONTS: readonly string[] = [interLatin, sourceSerifLatin]
