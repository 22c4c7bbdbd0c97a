import interCore from "./fonts/inter-core.woff2"
import serifCore650 from "./fonts/source-serif-4-core-650.woff2"
import serifCore700 from "./fonts/source-serif-4-core-700.woff2"

/**
 * The core files of fonts/fonts.css, which hold every character of the site's text at the weights the components
 * use; the build cuts them before webpack runs (gatsby/lib/site-fonts.ts). gatsby-ssr.tsx preloads them so the first
 * paint already has them (fonts.css: font-display optional, so a late one is never swapped in). Under 40 KB in all:
 * `npm run check:build` fails over it.
 */
export const PRELOADED_FONTS: readonly string[] = [interCore, serifCore650, serifCore700]
