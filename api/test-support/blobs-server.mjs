#!/usr/bin/env node
// Netlify's own local Blobs server (BlobsServer from @netlify/blobs/server) for the tests, checks and
// benchmarks, in a process of its own (it is an ES module, which jest's CommonJS runtime cannot load).
//
//   node api/test-support/blobs-server.mjs <folder>    → prints {"port":…,"token":…} once it listens;
//                                                          stops when its stdin closes
//
// Clients talk to a small front on 127.0.0.1:<port> that passes every request to the BlobsServer unchanged,
// with one difference: writes (PUT, DELETE) go through one at a time, at least a millisecond apart. Netlify
// applies a conditional write (If-Match, If-None-Match) atomically, and the lead store's claims rely on that
// (api/store/blobs.ts). BlobsServer 10.7 checks the condition and writes in separate asynchronous steps, so
// concurrent writes to one key all pass (measured: 20 of 20 concurrent `onlyIfMatch` writes with the same
// ETag were "modified"), and its ETag is the file's modification time in milliseconds, so two writes within
// one millisecond share an ETag. One write at a time, a millisecond apart, gives it Netlify's guarantee; the
// entries, ETags, conditions and listings are still BlobsServer's own.
// Listings go through the same line as the writes. BlobsServer lists a store by reading its folder and then
// stat-ing each file, and a write puts a temporary file there and renames it: a temporary file renamed
// between the two steps makes the stat fail, and BlobsServer then answers with the entries it had seen so far
// (measured: a lead's claim read its own entry, listed it to get its ETag, and the list lacked it, so its
// delivery gave up; 1 run in 3 of the 100 concurrent hostile requests in api/__tests__/smtp.test.ts on a
// loaded machine). Netlify's listings are whole. (The BlobsServer itself listens on every interface, as its
// http server takes no host; it refuses requests without the random token.)
import { randomUUID } from "node:crypto"
import http from "node:http"
import { BlobsServer } from "@netlify/blobs/server"

const [directory] = process.argv.slice(2)
if (!directory) {
  console.error("usage: blobs-server.mjs <folder>")
  process.exit(2)
}
const token = randomUUID()
const blobs = new BlobsServer({ directory, token })
const { port: innerPort } = await blobs.start()

let writes = Promise.resolve()
/** Runs `write` after every earlier write has ended and at least a millisecond has passed. */
const oneAtATime = (write) => {
  const turn = writes.then(write)
  writes = turn.then(
    () => new Promise((resolve) => setTimeout(resolve, 1)),
    () => new Promise((resolve) => setTimeout(resolve, 1)),
  )
  return turn
}

const pass = (request, response) =>
  new Promise((resolve) => {
    // A client that went away while its request waited for its turn (a process killed mid-write): nothing to
    // pass on, and its body will never end.
    if (response.destroyed || request.socket.destroyed) {
      resolve()
      return
    }
    const upstream = http.request({ host: "127.0.0.1", port: innerPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
      answer.on("end", resolve)
      answer.on("error", resolve)
    })
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
      resolve()
    })
    // A client that goes away before the exchange ends (a process killed in the middle of a write) leaves its
    // body unfinished: BlobsServer would wait for the rest for ever, and with it every write queued behind this
    // one. Give the request up, as Netlify's front does when a client disconnects, so the line moves on.
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy()
      resolve()
    })
    request.pipe(upstream)
  })

/** A listing: GET /[region:…/]<site>/<store> without a key (BlobsServer's own routing, getLocalPaths). */
const isListing = (request) => {
  if (request.method !== "GET") return false
  const parts = new URL(request.url ?? "/", "http://front").pathname.split("/").filter(Boolean)
  if (parts[0]?.startsWith("region:")) parts.shift()
  return parts.length === 2
}

const front = http.createServer((request, response) => {
  if (request.method === "PUT" || request.method === "DELETE" || isListing(request)) void oneAtATime(() => pass(request, response))
  else void pass(request, response)
})
await new Promise((resolve) => front.listen(0, "127.0.0.1", resolve))
const address = front.address()
process.stdout.write(`${JSON.stringify({ port: typeof address === "object" && address ? address.port : 0, token })}\n`)
process.stdin.on("end", () => {
  front.close()
  void blobs.stop().finally(() => process.exit(0))
})
process.stdin.resume()
