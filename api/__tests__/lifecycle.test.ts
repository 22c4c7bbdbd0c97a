/** @jest-environment node */
import { answering, runInBackground, settleLeads } from "../lifecycle"

/** A task that records how many tasks run beside it and ends when `release` is called. */
function gatedTasks() {
  let running = 0
  let most = 0
  const releases: Array<() => void> = []
  const task = () =>
    new Promise<void>((resolve) => {
      running += 1
      most = Math.max(most, running)
      releases.push(() => {
        running -= 1
        resolve()
      })
    })
  return { task, releaseAll: () => releases.splice(0).forEach((release) => release()), running: () => running, most: () => most }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe("deliveries give way to requests (runInBackground, answering)", () => {
  afterEach(async () => {
    await settleLeads(1000)
  })

  it("runs up to `concurrency` deliveries when no request is being answered", async () => {
    const t = gatedTasks()
    for (let i = 0; i < 6; i++) runInBackground(t.task, 4)
    await tick()
    expect(t.running()).toBe(4)
    while (t.running() > 0) {
      t.releaseAll()
      await tick()
    }
    expect(t.most()).toBe(4)
  })

  it("runs one at a time while a request is answered, then fills up when it ends", async () => {
    const t = gatedTasks()
    let endRequest: () => void = () => undefined
    const request = answering(
      () =>
        new Promise<void>((resolve) => {
          endRequest = resolve
          for (let i = 0; i < 6; i++) runInBackground(t.task, 4)
        }),
    )
    await tick()
    expect(t.running()).toBe(1)
    t.releaseAll()
    await tick()
    expect(t.running()).toBe(1)
    endRequest()
    await request
    await tick()
    expect(t.running()).toBe(4)
    while (t.running() > 0) {
      t.releaseAll()
      await tick()
    }
  })
})
