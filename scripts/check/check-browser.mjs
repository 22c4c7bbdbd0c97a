// @ts-check
// Run before the end-to-end tests: say in one line how to get a browser when there is none.
import { chromiumPath } from "../lib/chromium-path.mjs"

if (!chromiumPath()) {
  console.error("No Chromium found: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.")
  process.exit(1)
}
