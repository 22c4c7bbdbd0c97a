import { expect, test as base } from "@playwright/test"

/**
 * The suite's `test`: every page a test opens is watched for Content-Security-Policy and Permissions-Policy
 * violations that Chromium reports in the console, and the test fails if any was reported. The server is
 * the production one (dist/server/main.js, playwright.config.ts), so the policy is the one visitors get.
 * A test that provokes a violation on purpose asserts it and then empties `policyViolations`.
 */
export const POLICY_MESSAGE = /content.security.policy|permissions.policy|refused to (load|execute|apply|connect|frame|run)/i

export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = []
      const watch = (page: import("@playwright/test").Page) =>
        page.on("console", (message) => {
          if (POLICY_MESSAGE.test(message.text())) seen.push(`${page.url()}: ${message.text()}`)
        })
      context.pages().forEach(watch)
      context.on("page", watch)
      await use(seen)
      if (testInfo.status === testInfo.expectedStatus) expect(seen, "policy violations reported in the console").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
