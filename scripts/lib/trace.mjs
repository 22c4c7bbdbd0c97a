// @ts-check
// One first load of a page as the bench's trace tools record it: a fresh context sized as Lighthouse's mobile
// preset (412 × 823, touch), the CPU slowed `rate` times, a DevTools trace with the given categories until 5 s
// after the `load` event. Returns the trace's events.

/**
 * @param {import("playwright").Browser} browser
 * @param {string} url
 * @param {{ rate: number, categories: string[] }} options
 * @returns {Promise<any[]>}
 */
export async function traceFirstLoad(browser, url, { rate, categories }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate })
    await browser.startTracing(page, { categories })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(5000)
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents
  } finally {
    await context.close()
  }
}
