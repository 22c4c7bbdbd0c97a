// @ts-check
// Renders the Solvix mark (src/components/logo.tsx) into the site icons under static/.
// Run after changing the mark: node scripts/build/generate-icons.mjs. The files are committed.
import fs from "node:fs"
import sharp from "sharp"

/** @param {number} size */
const svg = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="8" fill="#0c2a4d"/>
<path d="M9 20.5c0 2.5 2.6 4 6.5 4s7-1.6 7-4.6c0-6.2-13-3.7-13-9.6C9.5 7.6 12 6 15.5 6c3.4 0 6 1.4 6.5 4" fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round"/>
<circle cx="22.5" cy="10.5" r="2.2" fill="#f2b544"/>
</svg>`

/** @param {number} size */
const png = (size) =>
  sharp(Buffer.from(svg(size)), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/**
 * An ICO file whose images are PNGs (supported by every current browser).
 * @param {Array<{ size: number, data: Buffer }>} images
 */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const dir = images.map(({ size, data }) => {
    const e = Buffer.alloc(16)
    e.writeUInt8(size >= 256 ? 0 : size, 0)
    e.writeUInt8(size >= 256 ? 0 : size, 1)
    e.writeUInt16LE(1, 4)
    e.writeUInt16LE(32, 6)
    e.writeUInt32LE(data.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += data.length
    return e
  })
  return Buffer.concat([header, ...dir, ...images.map((i) => i.data)])
}

fs.mkdirSync("static", { recursive: true })
fs.writeFileSync("static/icon.svg", svg(32))
for (const [file, size] of /** @type {Array<[string, number]>} */ ([
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
]))
  fs.writeFileSync(`static/${file}`, await png(size))
fs.writeFileSync("static/favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))))
console.log("Wrote static/favicon.ico, icon.svg, icon-512.png, apple-touch-icon.png")
