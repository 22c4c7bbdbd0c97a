// @ts-check
import fs from "node:fs"

/** Debian's Chromium, or the browser named by CHROMIUM_PATH; null when neither exists. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(/** @returns {p is string} */ (p) => Boolean(p))
  return candidates.find((p) => fs.existsSync(p)) ?? null
}
