import { backoffDelay, MAX_RETRIES, sendContactEmail } from "../send"
import { leadPayload } from "../../../api/contract/fields"

const payload = leadPayload({ name: "Ann Lee", email: "ann@x.co", company: "X", phone: "", message: "" })
const response = (status: number, body?: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response
const ok = () => response(204)
/** Fakes typed as the functions they stand for, so what a test reads from their calls is typed too. */
const fakeFetch = () => jest.fn<Promise<Response>, Parameters<typeof fetch>>()
const fakeSleep = () => jest.fn<Promise<void>, [number]>()

describe("sendContactEmail", () => {
  it("posts JSON with the bearer key, the submission id and the page", async () => {
    const fetchImpl = fakeFetch().mockResolvedValue(ok())
    await expect(sendContactEmail(payload, { submissionId: "id-1", page: "/about", siteKey: "pk_1", fetchImpl })).resolves.toEqual({ ok: true })
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit]
    expect(url).toBe("/api/send-contact-email")
    expect(init.method).toBe("POST")
    expect(init.headers).toMatchObject({ Authorization: "Bearer pk_1", "Idempotency-Key": "id-1", "X-Lead-Page": "/about", "Content-Type": "application/json" })
    expect(JSON.parse(init.body as string)).toEqual(payload)
  })

  it("retries network failures at most 3 times with back-off doubling, capped at 30 s, with the same id, for over 30 s in all", async () => {
    const fetchImpl = fakeFetch().mockRejectedValue(new TypeError("Failed to fetch"))
    const sleep = fakeSleep().mockResolvedValue(undefined)
    const result = await sendContactEmail(payload, { submissionId: "id-2", page: "/", fetchImpl, sleep })
    expect(result).toMatchObject({ ok: false, status: null })
    expect(fetchImpl).toHaveBeenCalledTimes(1 + MAX_RETRIES)
    // A server restart (it listened after up to 25 s on a busy machine) is covered by the waits together.
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([5000, 10_000, 20_000])
    expect(sleep.mock.calls.reduce((sum, [ms]) => sum + ms, 0)).toBeGreaterThanOrEqual(30_000)
    expect(new Set(fetchImpl.mock.calls.map((c) => (c[1] as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"]))).toEqual(new Set(["id-2"]))
    expect(backoffDelay(10)).toBe(30_000)
  })

  it("retries what a restart looks like through a proxy or while the server stops (502, 503, 504), with the same id", async () => {
    const fetchImpl = fakeFetch()
      .mockResolvedValueOnce(response(502))
      .mockResolvedValueOnce(response(503, { error: "closing" }))
      .mockResolvedValueOnce(response(504))
      .mockResolvedValue(ok())
    const sleep = fakeSleep().mockResolvedValue(undefined)
    await expect(sendContactEmail(payload, { submissionId: "id-5", page: "/", fetchImpl, sleep })).resolves.toEqual({ ok: true })
    expect(fetchImpl).toHaveBeenCalledTimes(4)
    expect(new Set(fetchImpl.mock.calls.map((c) => (c[1] as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"]))).toEqual(new Set(["id-5"]))
  })

  it("gives each attempt an end: no answer in 30 s counts as a network failure", async () => {
    const fetchImpl = fakeFetch().mockResolvedValue(ok())
    await sendContactEmail(payload, { submissionId: "id-6", page: "/", fetchImpl })
    expect((fetchImpl.mock.calls[0] as [string, RequestInit])[1].signal).toBeInstanceOf(AbortSignal)
  })

  it("succeeds when the network recovers on a retry", async () => {
    const fetchImpl = fakeFetch().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue(ok())
    await expect(sendContactEmail(payload, { submissionId: "id-3", page: "/", fetchImpl, sleep: async () => {} })).resolves.toEqual({ ok: true })
  })

  it("does not retry an HTTP error and returns the field errors", async () => {
    const fetchImpl = fakeFetch().mockResolvedValue(response(422, { error: "Invalid", errors: { email: "E-mail must be valid" } }))
    const result = await sendContactEmail(payload, { submissionId: "id-4", page: "/", fetchImpl })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(result).toEqual({ ok: false, status: 422, message: "Invalid", fieldErrors: { email: "E-mail must be valid" } })
  })
})
