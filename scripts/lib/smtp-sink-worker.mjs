// @ts-check
// The test SMTP server (api/test-support/smtp-sink.ts) in a worker thread of its own, for bench:leads: receiving
// and parsing a thousand messages in the load client's own thread stalled its event loop (p99 43–73 ms at a load
// average under 1), and every response that came in meanwhile was timed late. Posts { port } once listening,
// then { ids: [Message-ID, …] } as messages arrive; "close" stops it.
import { register } from "node:module"
import { parentPort, workerData } from "node:worker_threads"

register("./ts-hooks.mjs", import.meta.url)
const { startSmtpSink } = await import("../../api/test-support/smtp-sink.ts")

const port = parentPort
if (!port) throw new Error("smtp-sink-worker.mjs runs as a worker thread (scripts/lib/smtp-sink-thread.mjs)")
const sink = await startSmtpSink({ port: Number(workerData?.port ?? 0) })
port.postMessage({ port: sink.port })
let posted = 0
const flush = () => {
  if (sink.messages.length === posted) return
  const ids = sink.messages.slice(posted).map((message) => message.headers.get("message-id") ?? "")
  posted += ids.length
  port.postMessage({ ids })
}
const timer = setInterval(flush, 20)
port.on("message", (message) => {
  if (message !== "close") return
  clearInterval(timer)
  flush()
  void sink.close().then(() => port.close())
})
