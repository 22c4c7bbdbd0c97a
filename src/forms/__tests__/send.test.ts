import { backoffDelay, MAX_RETRIES, sendContactEmail } from "../send"
import { leadPayload } from "../../../api/contract/fields"

const payload = leadPayload({ name: "Ann Lee", email: "ann@x.co", company: "X", phone: "", message: "" })
const response = (status: number, body?: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response
const ok = () => response(204)

describe("sendContactEmail", () => {
  it("posts JSON with the bearer key, the submission id and the page", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(ok())
    await expect(sendContactEmail(payload, { submissionId: "id-1", page: "/about", siteKey: "pk_1", fetchImpl })).resolves.toEqual({ ok: true })
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit]
    expect(url).toBe("/api/send-contact-email")
    expect(init.method).toBe("POST")
    expect(init.headers).toMatchObject({ Authorization: "Bearer pk_1", "Idempotency-Key": "id-1", "X-Lead-Page": "/about", "Content-Type": "application/json" })
    expect(JSON.parse(init.body as string)).toEqual(payload)
  })

  it("retries network failures at most 3 times with back-off doubling, capped at 30 s, with the same id", async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
    const sleep = jest.fn().mockResolvedValue(undefined)
    const result = await sendContactEmail(payload, { submissionId: "id-2", page: "/", fetchImpl, sleep })
    expect(result).toMatchObject({ ok: false, status: null })
    expect(fetchImpl).toHaveBeenCalledTimes(1 + MAX_RETRIES)
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([1000, 2000, 4000])
    expect(new Set(fetchImpl.mock.calls.map((c) => (c[1] as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"]))).toEqual(new Set(["id-2"]))
    expect(backoffDelay(10)).toBe(30_000)
  })

  it("succeeds when the network recovers on a retry", async () => {
    const fetchImpl = jest.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue(ok())
    await expect(sendContactEmail(payload, { submissionId: "id-3", page: "/", fetchImpl, sleep: async () => {} })).resolves.toEqual({ ok: true })
  })

  it("does not retry an HTTP error and returns the field errors", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(422, { error: "Invalid", errors: { email: "E-mail must be valid" } }))
    const result = await sendContactEmail(payload, { submissionId: "id-4", page: "/", fetchImpl })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(result).toEqual({ ok: false, status: 422, message: "Invalid", fieldErrors: { email: "E-mail must be valid" } })
  })
})
