/** @jest-environment node */
import path from "node:path"
import { parseMailbox, readConfig, type LeadConfig } from "../config"

const cwd = "/srv/site"
const config = (env: Record<string, string>): LeadConfig => {
  const result = readConfig(env, cwd)
  if (!result.ok) throw new Error(result.problems.join("; "))
  return result.config
}
const problems = (env: Record<string, string>): string[] => {
  const result = readConfig(env, cwd)
  return result.ok ? [] : result.problems
}

describe("readConfig", () => {
  it("works with nothing set: .eml outbox under var/leads, local addresses, 5 per 10 minutes", () => {
    const c = config({})
    expect(c.transport).toEqual({ kind: "outbox", dir: path.join(cwd, "var/leads/outbox") })
    expect(c.spoolDir).toBe(path.join(cwd, "var/leads"))
    expect(c.spoolDurable).toBe(true)
    expect(c.to).toEqual([{ name: "", address: "leads@outbox.invalid" }])
    expect(c.from).toEqual({ name: "Solvix website", address: "website@outbox.invalid" })
    expect(c.rateLimit).toEqual({ limit: 5, windowMs: 600_000 })
    expect(c.siteKey).toBeUndefined()
    expect(c.allowedOrigins).toEqual([])
  })

  it("reads SMTP_URL with encoded credentials", () => {
    const c = config({ SMTP_URL: "smtp://mailer%40solvix.sg:p%3Ass@mail.example.com:2525", LEAD_TO: "sales@solvix.sg", LEAD_FROM: "Website <website@solvix.sg>" })
    expect(c.transport).toEqual({ kind: "smtp", host: "mail.example.com", port: 2525, secure: false, auth: { user: "mailer@solvix.sg", pass: "p:ss" }, timeoutMs: 5000, dataTimeoutMs: 600_000 })
    expect(c.from).toEqual({ name: "Website", address: "website@solvix.sg" })
  })

  it("defaults smtps:// to port 465 with TLS, and smtp:// to 587", () => {
    const base = { LEAD_TO: "a@solvix.sg", LEAD_FROM: "b@solvix.sg" }
    expect(config({ ...base, SMTP_URL: "smtps://mail.example.com" }).transport).toMatchObject({ port: 465, secure: true })
    expect(config({ ...base, SMTP_URL: "smtp://mail.example.com" }).transport).toMatchObject({ port: 587, secure: false })
  })

  it("reads SMTP_HOST and its companions", () => {
    const c = config({ SMTP_HOST: "mail.example.com", SMTP_PORT: "465", SMTP_USER: "u", SMTP_PASS: "p", SMTP_TIMEOUT_MS: "2000", LEAD_TO: "a@solvix.sg, b@solvix.sg", LEAD_FROM: "w@solvix.sg" })
    expect(c.transport).toEqual({ kind: "smtp", host: "mail.example.com", port: 465, secure: true, auth: { user: "u", pass: "p" }, timeoutMs: 2000, dataTimeoutMs: 600_000 })
    expect(c.to.map((box) => box.address)).toEqual(["a@solvix.sg", "b@solvix.sg"])
  })

  it("requires the recipient and sender once mail really leaves", () => {
    expect(problems({ SMTP_URL: "smtp://mail.example.com" })).toEqual(["LEAD_TO is required when SMTP is configured", "LEAD_FROM is required when SMTP is configured"])
  })

  it("names each bad variable and never repeats a password", () => {
    const found = problems({
      SMTP_URL: "http://user:secret-pass@mail.example.com",
      LEAD_TO: "not an address",
      LEAD_FROM: "a@b.co\r\nBcc: x@y.z",
      LEAD_RATE_LIMIT: "five",
      ALLOWED_ORIGINS: "https://ok.example, javascript:alert(1)",
      LEAD_SPOOL_DURABLE: "maybe",
    })
    expect(found.join("\n")).not.toContain("secret-pass")
    for (const key of ["SMTP_URL", "LEAD_TO", "LEAD_FROM", "LEAD_RATE_LIMIT", "ALLOWED_ORIGINS", "LEAD_SPOOL_DURABLE"]) {
      expect(found.some((problem) => problem.startsWith(key))).toBe(true)
    }
  })

  it("refuses SMTP companions without SMTP_HOST", () => {
    expect(problems({ SMTP_USER: "u" })).toEqual(["SMTP_USER is set but SMTP_HOST is not"])
  })

  it("keeps a claim alive longer than the slowest delivery", () => {
    expect(problems({ SMTP_URL: "smtp://m.example.com", LEAD_TO: "a@b.co", LEAD_FROM: "c@d.co", SMTP_TIMEOUT_MS: "60000", LEAD_CLAIM_STALE_MINUTES: "10" })).toHaveLength(1)
  })

  it("collects allowed origins from SITE_URL and ALLOWED_ORIGINS", () => {
    expect(config({ SITE_URL: "https://www.solvix.sg/", ALLOWED_ORIGINS: "https://solvix.sg, http://localhost:9000" }).allowedOrigins).toEqual(["https://www.solvix.sg", "https://solvix.sg", "http://localhost:9000"])
  })

  it("raises the rate limit from LEAD_RATE_LIMIT (the load script's knob)", () => {
    expect(config({ LEAD_RATE_LIMIT: "100000", LEAD_RATE_WINDOW_MINUTES: "1" }).rateLimit).toEqual({ limit: 100000, windowMs: 60_000 })
  })

  it("on a Lambda host spools to /tmp, treats it as not durable and insists on SMTP", () => {
    expect(problems({ AWS_LAMBDA_FUNCTION_NAME: "fn" })).toHaveLength(1)
    const c = config({ AWS_LAMBDA_FUNCTION_NAME: "fn", SMTP_URL: "smtp://m.example.com", LEAD_TO: "a@b.co", LEAD_FROM: "c@d.co" })
    expect(c.spoolDir).toBe("/tmp/solvix-leads")
    expect(c.spoolDurable).toBe(false)
  })

  it("reads the public site key", () => {
    expect(config({ PUBLIC_SITE_KEY: "pk_live_123" }).siteKey).toBe("pk_live_123")
    expect(problems({ PUBLIC_SITE_KEY: "has space" })).toHaveLength(1)
  })
})

describe("parseMailbox", () => {
  it.each([
    ["sales@solvix.sg", { name: "", address: "sales@solvix.sg" }],
    ["Solvix Sales <sales@solvix.sg>", { name: "Solvix Sales", address: "sales@solvix.sg" }],
    ['"Solvix, Sales" <sales@solvix.sg>', { name: "Solvix, Sales", address: "sales@solvix.sg" }],
    ["sales@solvix", null],
    ["Sales <sales@solvix.sg>\nBcc: x@y.z", null],
  ])("%s", (raw, expected) => {
    expect(parseMailbox(raw)).toEqual(expected)
  })
})
