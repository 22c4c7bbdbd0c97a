// @ts-check
// Starts the test SMTP server in a worker thread (scripts/lib/smtp-sink-worker.mjs) and keeps the Message-IDs it
// received, in arrival order, on this thread.
import { Worker } from "node:worker_threads"

/**
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ port: number, messageIds: string[], close: () => Promise<void> }>}
 */
export async function startSmtpSinkThread({ port = 0 } = {}) {
  const worker = new Worker(new URL("./smtp-sink-worker.mjs", import.meta.url), { workerData: { port } })
  /** @type {string[]} */
  const messageIds = []
  const listening = await new Promise((resolve, reject) => {
    worker.once("error", reject)
    worker.once("exit", (code) => reject(new Error(`the SMTP server's thread exited (${code}) before listening`)))
    worker.on("message", (/** @type {{ port?: number, ids?: string[] }} */ message) => {
      if (message.ids) messageIds.push(...message.ids)
      if (message.port !== undefined) resolve(message.port)
    })
  })
  const close = async () => {
    const exited = new Promise((resolve) => worker.once("exit", resolve))
    worker.postMessage("close")
    await exited
  }
  return { port: Number(listening), messageIds, close }
}
