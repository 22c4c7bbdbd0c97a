/** @jest-environment node */
/** netlify/functions/deliver-leads.mts, the scheduled function, as Netlify runs it: Blobs context in its environment. */
import { randomUUID } from "node:crypto"
import { createLeadService } from "../service"
import { blobsEnv, formRequest, memoryLog, startLocalBlobs, type LocalBlobs } from "../test-support/fixtures"
import { VALID } from "../test-support/hostile-bodies"
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink"
import { captureStdWrites } from "../test-support/std-lines"

jest.setTimeout(60_000)
/** The function's module, as Netlify loads it (an .mts file, which TypeScript imports only by a path it is not told). */
type ScheduledModule = { default: () => Promise<void>; config: { schedule: string } }
const FUNCTION = "../../netlify/functions/deliver-leads.mts"
let blobs: LocalBlobs
let sink: SmtpSink
const saved = { ...process.env }
beforeAll(async () => {
  blobs = await startLocalBlobs()
  sink = await startSmtpSink()
})
afterAll(async () => {
  await sink.close()
  await blobs.stop()
})
afterEach(() => {
  process.env = { ...saved }
  jest.restoreAllMocks()
})

it("runs every minute and delivers what the lead function stored in Blobs, once", async () => {
  const { default: deliverLeads, config } = (await import(FUNCTION)) as ScheduledModule
  expect(config).toEqual({ schedule: "* * * * *" })
  const name = `scheduled-${randomUUID().slice(0, 8)}`
  const env = { AWS_LAMBDA_FUNCTION_NAME: "send-contact-email", SMTP_URL: sink.url, LEAD_TO: "sales@solvix.test", LEAD_FROM: "website@solvix.test", LEAD_BLOBS_STORE: name, NETLIFY_BLOBS_CONTEXT: blobs.context }
  // The lead function on Netlify: stores the lead, answers 200, sends nothing.
  const lead = createLeadService({ env: { ...env, ...blobsEnv(blobs, name) }, log: memoryLog().log })
  const ids = [randomUUID(), randomUUID()]
  for (const id of ids) expect((await lead.handle(formRequest(VALID, { "idempotency-key": id }))).status).toBe(200)
  await lead.close()
  expect(sink.messages).toHaveLength(0)

  const lines: string[] = []
  captureStdWrites((chunk) => lines.push(chunk))
  Object.assign(process.env, env)
  await deliverLeads()
  expect(sink.messages.map((message) => message.headers.get("x-solvix-lead-id")).sort()).toEqual([...ids].sort())
  await deliverLeads()
  expect(sink.messages).toHaveLength(2)
  const runs = lines.map((line) => JSON.parse(line) as { event: string; delivered?: number }).filter((line) => line.event === "lead.scheduled_run")
  expect(runs.map((run) => run.delivered)).toEqual([2, 0])
})
