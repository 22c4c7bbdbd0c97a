/** @jest-environment node */
/**
 * The tests' Blobs front (api/test-support/blobs-server.mjs) passes writes to Netlify's BlobsServer one at a time.
 * A client killed in the middle of a write (bench:faults `kill` on the Blobs store) must not hold that line for
 * ever: its unfinished body is given up, and a write of a client that died while waiting is not passed on.
 */
import http from "node:http"
import { rawBlobs, startLocalBlobs, type LocalBlobs } from "../test-support/fixtures"

let blobs: LocalBlobs
beforeAll(async () => {
  blobs = await startLocalBlobs()
})
afterAll(async () => {
  await blobs.stop()
})

/** A PUT that sends part of its body and then dies with its socket, as a SIGKILLed process does. */
function dyingWrite(key: string): { request: http.ClientRequest; die: () => void } {
  const { edgeURL, siteID, token } = blobs.connection
  const request = http.request(`${edgeURL}/${siteID}/front-test/${key}`, { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-length": "1000" } })
  request.on("error", () => undefined)
  request.write("x".repeat(10))
  return { request, die: () => request.destroy() }
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | "timed out"> => Promise.race([promise, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms))])
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the test Blobs front", () => {
  it("gives up a write whose client died half-way, so the next write goes through", async () => {
    const store = rawBlobs(blobs, "front-test")
    const first = dyingWrite("half-written")
    await pause(200) // its turn has come: the front passes its body to BlobsServer
    first.die()
    expect(await within(store.set("after-a-death", "ok"), 5000)).not.toBe("timed out")
    expect(await store.get("after-a-death")).toBe("ok")
  })

  it("does not pass on a write whose client died while it waited for its turn", async () => {
    const store = rawBlobs(blobs, "front-test")
    const holder = dyingWrite("holds-the-line") // holds the line until it dies
    await pause(200)
    const waiting = dyingWrite("died-waiting")
    await pause(200)
    waiting.die() // dies while queued behind the holder
    await pause(200)
    holder.die()
    expect(await within(store.set("after-two-deaths", "ok"), 5000)).not.toBe("timed out")
    expect(await store.get("after-two-deaths")).toBe("ok")
  })
})
