/**
 * Reads what a test needs from a WOFF2 font file: the characters it maps (cmap), its variation axes (fvar) and
 * its weight class (OS/2). Only these three tables are read; WOFF2 never transforms them (only glyf, loca and
 * hmtx), so they are the bytes of the brotli stream as they were in the font. Format: https://www.w3.org/TR/WOFF2/
 * Kept rather than fontkit (2.0.4, tried 28 Nov 2026): it reads the same three facts, but decodes every table, and
 * took 9x as long on the site's nine font files (2.3 s against 0.25 s), which the content check reads on every run.
 */
import { brotliDecompressSync } from "node:zlib"

/** The table tags WOFF2 names by index (its "known table tags"); 63 means the tag follows in 4 bytes. */
// Sixteen to a row as the WOFF2 specification lays them out, so an index can be read off: Prettier keeps the rows.
// prettier-ignore
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ", "VORG", "EBDT",
  "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH",
  "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar",
  "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
]

export interface FontAxis {
  tag: string
  min: number
  default: number
  max: number
}

export interface FontInfo {
  /** Every code point the font maps to a glyph other than .notdef. */
  codePoints: Set<number>
  axes: FontAxis[]
  /** OS/2 usWeightClass: the weight of a static font, the default weight of a variable one. */
  weightClass: number
}

function readBase128(data: Buffer, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = data[offset + i]!
    value = value * 128 + (byte & 0x7f)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  throw new Error("WOFF2: UIntBase128 longer than 5 bytes")
}

/** The untransformed tables of a WOFF2 file, by tag. */
export function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error("Not a WOFF2 file (no wOF2 signature)")
  if (file.toString("latin1", 4, 8) === "ttcf") throw new Error("WOFF2 font collections are not supported")
  const numTables = file.readUInt16BE(12)
  const compressedSize = file.readUInt32BE(20)
  let offset = 48
  const entries: { tag: string; length: number; transformed: boolean }[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = file[offset++]!
    const index = flags & 0x3f
    let tag: string
    if (index === 63) {
      tag = file.toString("latin1", offset, offset + 4)
      offset += 4
    } else {
      tag = KNOWN_TAGS[index]!
    }
    const version = flags >> 6
    // glyf and loca are transformed unless their version is 3; every other table unless its version is 0.
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0
    let length: number
    ;[length, offset] = readBase128(file, offset)
    if (transformed) [length, offset] = readBase128(file, offset)
    entries.push({ tag, length, transformed })
  }
  const data = brotliDecompressSync(file.subarray(offset, offset + compressedSize))
  const tables = new Map<string, Buffer>()
  let at = 0
  for (const entry of entries) {
    if (!entry.transformed) tables.set(entry.tag, data.subarray(at, at + entry.length))
    at += entry.length
  }
  return tables
}

function cmapCodePoints(cmap: Buffer): Set<number> {
  const subtables = cmap.readUInt16BE(2)
  const offsets = new Map<string, number>()
  for (let i = 0; i < subtables; i++) {
    const record = 4 + i * 8
    offsets.set(`${cmap.readUInt16BE(record)}/${cmap.readUInt16BE(record + 2)}`, cmap.readUInt32BE(record + 4))
  }
  const points = new Set<number>()
  const full = offsets.get("3/10") ?? offsets.get("0/4")
  if (full !== undefined && cmap.readUInt16BE(full) === 12) {
    const groups = cmap.readUInt32BE(full + 12)
    for (let g = 0; g < groups; g++) {
      const at = full + 16 + g * 12
      const start = cmap.readUInt32BE(at)
      const end = cmap.readUInt32BE(at + 4)
      const glyph = cmap.readUInt32BE(at + 8)
      for (let cp = start; cp <= end; cp++) if (glyph + (cp - start) !== 0) points.add(cp)
    }
    return points
  }
  const bmp = offsets.get("3/1") ?? offsets.get("0/3")
  if (bmp === undefined || cmap.readUInt16BE(bmp) !== 4) throw new Error("cmap has neither a format 12 nor a format 4 Unicode subtable")
  const segments = cmap.readUInt16BE(bmp + 6) / 2
  const ends = bmp + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const start = cmap.readUInt16BE(starts + s * 2)
    const end = cmap.readUInt16BE(ends + s * 2)
    const delta = cmap.readInt16BE(deltas + s * 2)
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2)
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number
      if (rangeOffset === 0) {
        glyph = (cp + delta) & 0xffff
      } else {
        const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2)
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) points.add(cp)
    }
  }
  return points
}

function fvarAxes(fvar: Buffer | undefined): FontAxis[] {
  if (!fvar) return []
  const axesOffset = fvar.readUInt16BE(4)
  const count = fvar.readUInt16BE(8)
  const size = fvar.readUInt16BE(10)
  const fixed = (at: number) => fvar.readInt32BE(at) / 65536
  return Array.from({ length: count }, (_, i) => {
    const at = axesOffset + i * size
    return { tag: fvar.toString("latin1", at, at + 4), min: fixed(at + 4), default: fixed(at + 8), max: fixed(at + 12) }
  })
}

export function readWoff2(file: Buffer): FontInfo {
  const tables = woff2Tables(file)
  const cmap = tables.get("cmap")
  const os2 = tables.get("OS/2")
  if (!cmap || !os2) throw new Error("WOFF2 font without cmap or OS/2 table")
  return { codePoints: cmapCodePoints(cmap), axes: fvarAxes(tables.get("fvar")), weightClass: os2.readUInt16BE(4) }
}
