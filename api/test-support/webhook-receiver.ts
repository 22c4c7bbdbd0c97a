/**
 * A real HTTP receiver of lead webhooks on loopback, for the tests and benchmarks: it does what a CRM's
 * endpoint should do with them (README "Leads"): checks X-Solvix-Signature with the shared secret (constant
 * time, a replay window), keeps one lead per Idempotency-Key, and answers. Its behaviour can change while it
 * runs: another status, answering late, or accepting a request and never answering it (the sender times out).
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { verifyWebhookSignature, type SignatureCheck } from "../delivery/webhook"

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders
  body: string
  check: SignatureCheck
  status: number | "no answer"
  at: number
}

export interface ReceiverBehaviour {
  /** The status of every answer (default 200). */
  status?: number
  /** Accept the lead (keep it, if its signature holds), then never answer: the sender gives up waiting. */
  hang?: boolean
  /** Answer this many milliseconds late (after the sender's timeout, say: it gave up, the lead is kept). */
  delayMs?: number
  /** Seconds a signature stays valid (default 300). */
  toleranceSeconds?: number
}

export interface WebhookReceiver {
  url: string
  behaviour: ReceiverBehaviour
  /** Every request, in order, answered or not. */
  requests: ReceivedHook[]
  /** The leads kept: by Idempotency-Key, the body of the first verified request (repeats are answered, not kept). */
  kept: Map<string, string>
  close(): Promise<void>
}

export async function startWebhookReceiver(secret: string, behaviour: ReceiverBehaviour = {}): Promise<WebhookReceiver> {
  const requests: ReceivedHook[] = []
  const kept = new Map<string, string>()
  const receiver = { behaviour } as WebhookReceiver
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      const signature = request.headers["x-solvix-signature"]
      const check = verifyWebhookSignature(secret, Array.isArray(signature) ? signature[0] : signature, body, Math.floor(Date.now() / 1000), receiver.behaviour.toleranceSeconds ?? 300)
      const hook: ReceivedHook = { headers: request.headers, body, check, status: "no answer", at: Date.now() }
      requests.push(hook)
      const key = request.headers["idempotency-key"]
      if (receiver.behaviour.hang) {
        if (check.ok && typeof key === "string" && !kept.has(key)) kept.set(key, body)
        hanging.add(response)
        return
      }
      let status = receiver.behaviour.status ?? 200
      if (!check.ok) status = 401
      else if (status >= 200 && status < 300 && typeof key === "string" && !kept.has(key)) kept.set(key, body)
      const answer = () => {
        if (response.destroyed) return
        hook.status = status
        response.writeHead(status, { "Content-Type": "application/json" })
        response.end(JSON.stringify(status === 401 ? { error: check.ok ? "" : check.reason } : { received: true }))
      }
      const delayMs = receiver.behaviour.delayMs ?? 0
      if (delayMs <= 0) return answer()
      hanging.add(response)
      setTimeout(() => {
        hanging.delete(response)
        answer()
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const { port } = server.address() as AddressInfo
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    kept,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
