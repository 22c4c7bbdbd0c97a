import { expect, test, type Page } from "@playwright/test"
import { hydrated, visitorActs, watchRequests } from "./helpers"

/**
 * The forms and the lead popup's manners: the popup never interrupts a visitor who is filling in a form
 * or has sent one; every form checks its fields inline; the contact form is in the first screen.
 */
const POPUP = "Get Your Free Consultation"
const T0 = new Date("2026-11-23T02:00:00Z")

async function acceptLeads(page: Page): Promise<Array<Record<string, unknown>>> {
  const bodies: Array<Record<string, unknown>> = []
  await page.route("**/api/send-contact-email", async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true }) })
  })
  return bodies
}

test.describe("the lead popup waits for a visitor who is converting", () => {
  test("it waits while a field has focus and while the visitor types, then opens once they are idle", async ({ page }) => {
    await page.clock.install({ time: T0 })
    const quiet = watchRequests(page)
    await page.goto("/resources/refer-and-earn")
    await hydrated(page)
    await quiet()
    // The popup's own code, fetched at the visitor's first act, must be there to see the focus and the typing.
    await visitorActs(page)
    // From here the page's clock stands still except when the test moves it: the 3 s of quiet below are 3 s of
    // the page's time however slowly a loaded machine types (with a flowing clock, 2 s of slow typing make them 5).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const name = page.locator("#referral-form").getByLabel("Your name *")
    await name.click()
    await page.clock.runFor(30_000)
    await expect(page.getByRole("dialog", { name: POPUP })).toHaveCount(0)
    await name.pressSequentially("Maria Santos")
    await page.getByRole("heading", { level: 1 }).click()
    await page.clock.runFor(3_000)
    await expect(page.getByRole("dialog", { name: POPUP })).toHaveCount(0)
    await page.clock.runFor(3_000)
    const dialog = page.getByRole("dialog", { name: POPUP })
    await expect(dialog).toBeVisible()
    await expect(name).toHaveValue("Maria Santos")
    await expect(dialog.getByPlaceholder("Your Name*")).toHaveValue("")
  })

  test("it does not open on the contact pages", async ({ page }) => {
    await page.clock.install({ time: T0 })
    await page.goto("/contact/get-in-touch")
    await hydrated(page)
    await page.clock.runFor(120_000)
    await expect(page.getByRole("dialog", { name: POPUP })).toHaveCount(0)
  })

  test("it never appears after a successful contact-form submission", async ({ page }) => {
    const bodies = await acceptLeads(page)
    await page.clock.install({ time: T0 })
    await page.goto("/contact")
    await hydrated(page)
    const form = page.getByRole("form", { name: "Contact form" })
    await form.getByLabel("First name *").fill("Ann")
    await form.getByLabel("Work e-mail *").fill("ann@acme.sg")
    await form.getByLabel("Company *").fill("Acme")
    await form.getByLabel("How can we help? *").fill("Two accountants in Manila")
    await form.getByRole("button", { name: "Send message" }).click()
    const panel = page.getByTestId("sent-panel")
    await expect(panel).toContainText("We reply within 24 hours on working days, by e-mail to ann@acme.sg.")
    await expect(panel).toContainText(/Your reference is SVX-[A-Z0-9]{8}\./)
    expect(bodies).toHaveLength(1)

    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "About" }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.clock.runFor(60_000)
    await expect(page.getByRole("dialog", { name: POPUP })).toHaveCount(0)
    await page.evaluate(() => sessionStorage.clear())
    await page.reload()
    await hydrated(page)
    await page.clock.runFor(60_000)
    await expect(page.getByRole("dialog", { name: POPUP })).toHaveCount(0)
  })
})

test.describe("contact pages", () => {
  test("/contact's form is in the first screen at 1280×800, beside the contact details", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/contact")
    const form = page.getByRole("form", { name: "Contact form" })
    const formBox = await form.boundingBox()
    const office = await page.getByRole("complementary", { name: "Office" }).boundingBox()
    expect(formBox && office).toBeTruthy()
    if (!formBox || !office) return
    expect(formBox.y).toBeLessThan(800)
    expect(office.x).toBeGreaterThan(formBox.x + formBox.width)
    expect(office.y).toBeLessThan(800)
  })

  test("on a phone the form starts within one scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto("/contact")
    const box = await page.getByRole("form", { name: "Contact form" }).boundingBox()
    expect(box?.y ?? Infinity).toBeLessThan(2 * 812)
  })

  test("/contact/get-in-touch proposes a call: days, a window and the visitor's time zone, confirmed by e-mail", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "Asia/Manila" })
    const page = await context.newPage()
    const bodies = await acceptLeads(page)
    await page.goto("/contact/get-in-touch")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arrange a discovery call")
    const form = page.getByRole("form", { name: "Discovery call request" })
    await expect(form).toContainText("We confirm the call by e-mail")
    await expect(form.getByLabel("Your time zone *")).toHaveValue("Asia/Manila")
    await form.getByLabel("First name *").fill("Ann")
    await form.getByLabel("Work e-mail *").fill("jane@gmail")
    await form.getByLabel("Company *").fill("Acme")
    await form.getByRole("button", { name: "Request a call" }).click()
    await expect(form.getByLabel("Work e-mail *")).toBeFocused()
    await expect(form.getByLabel("Work e-mail *")).toHaveAccessibleDescription("Enter a full e-mail address, like name@company.com")
    expect(bodies).toHaveLength(0)
    await form.getByLabel("Work e-mail *").fill("ann@acme.sg")
    await form.getByRole("checkbox", { name: "Tuesday" }).check()
    await form.getByRole("checkbox", { name: "Wednesday" }).check()
    await form.getByRole("radio", { name: "09:00-12:00" }).check()
    await form.getByRole("button", { name: "Request a call" }).click()
    await expect(page.getByTestId("sent-panel")).toContainText("We confirm the call by e-mail")
    expect(bodies[0]).toMatchObject({ subject: "New Enquiry from Contact Form", callDays: ["Tuesday", "Wednesday"], callWindow: "09:00-12:00", callTimeZone: "Asia/Manila" })
    await context.close()
  })

  test("the referral form checks its fields inline and thanks with a reference", async ({ page }) => {
    const bodies = await acceptLeads(page)
    await page.goto("/resources/refer-and-earn")
    await hydrated(page)
    const form = page.locator("#referral-form form")
    await form.getByRole("button", { name: "Send referral" }).click()
    await expect(form.getByLabel("Your name *")).toBeFocused()
    await expect(form.getByLabel("Your name *")).toHaveAttribute("aria-invalid", "true")
    await expect(form.getByLabel("Contact's work e-mail *")).toHaveAccessibleDescription("Enter their work e-mail")
    expect(bodies).toHaveLength(0)
    await form.getByLabel("Your name *").fill("Maria Santos")
    await form.getByLabel("Your e-mail *").fill("maria@example.com")
    await form.getByLabel("Contact's name *").fill("Ben Tan")
    await form.getByLabel("Contact's work e-mail *").fill("ben@acme.sg")
    await form.getByLabel("Company *").fill("Acme")
    await form.getByRole("checkbox").check()
    await form.getByRole("button", { name: "Send referral" }).click()
    await expect(page.locator("#referral-form").getByTestId("sent-panel")).toContainText(/SVX-[A-Z0-9]{8}/)
    expect(bodies[0]).toMatchObject({ firstName: "Maria", lastName: "Santos", subject: "New Referral from Refer & Earn" })
  })
})
