import { defineConfig, devices } from "@playwright/test"
import { chromiumPath } from "./scripts/lib/chromium-path.mjs"

/**
 * End-to-end tests against the production build served by the production server (dist/server/main.js, as
 * `npm start` runs it), so every page is tested under its real headers and Content-Security-Policy.
 * Chromium is Debian's (/usr/bin/chromium) or the path in CHROMIUM_PATH; Playwright downloads nothing.
 */
const PORT = Number(process.env["E2E_PORT"] ?? 9100)
export const E2E_SPOOL = "var/e2e-leads"

export default defineConfig({
  testDir: "./e2e",
  // A test's time limit only stops a hung test: speed is measured by `npm run bench`, not here. CI runs on a
  // shared 2-core machine, where a test that takes 25 s alone took over 60 s at load 8 (stop 39).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node dist/server/main.js --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { LEAD_SPOOL_DIR: E2E_SPOOL, LEAD_RATE_LIMIT: "1000", LOG_LEVEL: "warn" },
  },
})
