/*
 * The two font packages the build uses that ship no types (gatsby/lib/site-fonts.ts): what this site calls, as their
 * READMEs document it (subset-font 2.9.0, fontverter 2.0.0).
 */
declare module "subset-font" {
  type Format = "sfnt" | "truetype" | "woff" | "woff2"
  interface SubsetOptions {
    targetFormat?: Format
    /** Name IDs to keep besides harfbuzz's default 0–6. */
    preserveNameIds?: number[]
    /** OpenType feature tags to keep (all of them when left out). */
    keepFeatures?: string[]
    /** An axis pinned at a value, or limited to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    noLayoutClosure?: boolean
    noHinting?: boolean
    dropTables?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}

declare module "fontverter" {
  type Format = "sfnt" | "truetype" | "woff" | "woff2"
  export function convert(font: Buffer, to: Format, from?: Format): Promise<Buffer>
  export function detectFormat(font: Buffer): Format
  const fontverter: { convert: typeof convert; detectFormat: typeof detectFormat }
  export default fontverter
}
