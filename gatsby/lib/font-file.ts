import * as fontkit from "fontkit"

/*
 * What the build and the checks read from a font file (TrueType or WOFF2), through fontkit, and the one change the
 * build makes to a cut font that its subsetter cannot: its name (gatsby/lib/site-fonts.ts).
 */

export interface FontAxis {
  min: number
  default: number
  max: number
}

export interface FontInfo {
  /** Every code point the font maps to a glyph other than .notdef (a cmap's closing 0xFFFF maps to none). */
  codePoints: Set<number>
  /** Variation axes by tag (none for a static font). */
  axes: Record<string, FontAxis>
  /** OS/2 usWeightClass: the weight of a static font, the default weight of a variable one. */
  weightClass: number
  unitsPerEm: number
  /** hhea: the line box a browser lays text in. */
  ascent: number
  descent: number
  lineGap: number
  /** The English name records by name ID (those of NAME_KEYS). */
  names: Map<number, string>
}

/** fontkit's keys of the name records the site reads, by name ID. */
const NAME_KEYS: Readonly<Record<number, string>> = {
  0: "copyright",
  1: "fontFamily",
  2: "fontSubfamily",
  3: "uniqueSubfamily",
  4: "fullName",
  5: "version",
  6: "postscriptName",
  13: "license",
  14: "licenseURL",
  16: "preferredFamily",
  17: "preferredSubfamily",
}

export function readFont(file: Buffer): FontInfo {
  const font = fontkit.create(file)
  if (!("characterSet" in font)) throw new Error("A font collection, not a font")
  const axes: Record<string, FontAxis> = {}
  for (const [tag, axis] of Object.entries(font.variationAxes)) if (axis) axes[tag] = { min: axis.min, default: axis.default, max: axis.max }
  const names = new Map<number, string>()
  for (const [id, key] of Object.entries(NAME_KEYS)) {
    const name = font.getName(key, "en")
    if (name !== null) names.set(Number(id), name)
  }
  return { codePoints: new Set(font.characterSet.filter((cp) => font.hasGlyphForCodePoint(cp))), axes, weightClass: font["OS/2"].usWeightClass, unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, names }
}

interface Table {
  tag: string
  data: Buffer
}

/** The tables of a TrueType (SFNT) font, by tag, as the file lists them. */
function sfntTables(font: Buffer): Table[] {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const record = 12 + i * 16
    const offset = font.readUInt32BE(record + 8)
    return { tag: font.toString("latin1", record, record + 4), data: font.subarray(offset, offset + font.readUInt32BE(record + 12)) }
  })
}

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])

/** The OpenType table checksum: the sum of its big-endian 32-bit words, modulo 2^32. */
function checksum(data: Buffer): number {
  const words = padded(data)
  let sum = 0
  for (let i = 0; i < words.length; i += 4) sum = (sum + words.readUInt32BE(i)) >>> 0
  return sum
}

/** A TrueType font of these tables: the table directory sorted by tag, each table 4-byte aligned, every checksum set. */
function sfnt(version: number, tables: readonly Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const entrySelector = Math.floor(Math.log2(sorted.length))
  const header = Buffer.alloc(12 + sorted.length * 16)
  header.writeUInt32BE(version, 0)
  header.writeUInt16BE(sorted.length, 4)
  header.writeUInt16BE(2 ** entrySelector * 16, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(sorted.length * 16 - 2 ** entrySelector * 16, 10)
  let offset = header.length
  const bodies = sorted.map(({ tag, data }, i) => {
    const body = padded(tag === "head" ? Buffer.concat([data.subarray(0, 8), Buffer.alloc(4), data.subarray(12)]) : data)
    header.write(tag, 12 + i * 16, "latin1")
    header.writeUInt32BE(checksum(body), 12 + i * 16 + 4)
    header.writeUInt32BE(offset, 12 + i * 16 + 8)
    header.writeUInt32BE(data.length, 12 + i * 16 + 12)
    offset += body.length
    return body
  })
  const font = Buffer.concat([header, ...bodies])
  // head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
  const head = sorted.findIndex((t) => t.tag === "head")
  if (head !== -1) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, header.readUInt32BE(12 + head * 16 + 8) + 8)
  return font
}

interface NameRecord {
  platformID: number
  encodingID: number
  languageID: number
  nameID: number
  text: string
}

/** Windows and Unicode names are UTF-16BE; Macintosh ones (platform 1, Roman) are read and written as Latin-1. */
const decode = (platformID: number, bytes: Buffer) => (platformID === 1 ? bytes.toString("latin1") : Buffer.from(bytes).swap16().toString("utf16le"))
const encode = (platformID: number, text: string) => (platformID === 1 ? Buffer.from(text, "latin1") : Buffer.from(text, "utf16le").swap16())

function nameRecords(name: Buffer): NameRecord[] {
  const storage = name.readUInt16BE(4)
  return Array.from({ length: name.readUInt16BE(2) }, (_, i) => {
    const at = 6 + i * 12
    const [platformID, encodingID, languageID, nameID, length, offset] = [0, 2, 4, 6, 8, 10].map((k) => name.readUInt16BE(at + k)) as [number, number, number, number, number, number]
    return { platformID, encodingID, languageID, nameID, text: decode(platformID, name.subarray(storage + offset, storage + offset + length)) }
  })
}

/** A name table (format 0) of these records, in the order given. */
function nameTable(records: readonly NameRecord[]): Buffer {
  const header = Buffer.alloc(6 + records.length * 12)
  header.writeUInt16BE(records.length, 2)
  header.writeUInt16BE(header.length, 4)
  let offset = 0
  const strings = records.map((record, i) => {
    const bytes = encode(record.platformID, record.text)
    ;[record.platformID, record.encodingID, record.languageID, record.nameID, bytes.length, offset].forEach((value, k) => header.writeUInt16BE(value, 6 + i * 12 + k * 2))
    offset += bytes.length
    return bytes
  })
  return Buffer.concat([header, ...strings])
}

/** Name IDs that name the font: family (1, 16), full name (4); unique ID (3) and PostScript name (6) without spaces. */
const FAMILY_IDS = new Set([1, 4, 16])
const POSTSCRIPT_IDS = new Set([3, 6])

/**
 * The TrueType font `font` named `family`: every record of the font's name (IDs 1, 3, 4, 6, 16) says `family`, the
 * others (copyright, version, licence) stay as they are, and so does every other table, byte for byte.
 */
export function renameFont(font: Buffer, family: string): Buffer {
  const tables = sfntTables(font).map(({ tag, data }) => {
    if (tag !== "name") return { tag, data }
    const records = nameRecords(data).map((r) => (FAMILY_IDS.has(r.nameID) ? { ...r, text: family } : POSTSCRIPT_IDS.has(r.nameID) ? { ...r, text: family.replace(/ /g, "") } : r))
    return { tag, data: nameTable(records) }
  })
  return sfnt(font.readUInt32BE(0), tables)
}
