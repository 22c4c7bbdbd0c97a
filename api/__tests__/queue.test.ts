/** @jest-environment node */
import { DeliveryQueue } from "../delivery/queue"

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

describe("deliveries give way to requests (DeliveryQueue run, answering)", () => {
  let queue = new DeliveryQueue(4)
  beforeEach(() => {
    queue = new DeliveryQueue(4)
  })
  afterEach(async () => {
    await queue.idle(1000)
  })

  it("runs up to `concurrency` deliveries when no request is being answered", async () => {
    const t = gatedTasks()
    for (let i = 0; i < 6; i++) queue.run(t.task)
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
    const request = queue.answering(
      () =>
        new Promise<void>((resolve) => {
          endRequest = resolve
          for (let i = 0; i < 6; i++) queue.run(t.task)
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

describe("stop", () => {
  it("drops the deliveries waiting for a slot and starts none after, while the running ones go on", async () => {
    const queue = new DeliveryQueue(2)
    const t = gatedTasks()
    for (let i = 0; i < 5; i++) queue.run(t.task)
    await tick()
    expect(t.running()).toBe(2)
    queue.stop()
    expect(queue.run(t.task)).toBe(false)
    await expect(queue.acquire()).resolves.toBeNull()
    while (t.running() > 0) {
      t.releaseAll()
      await tick()
    }
    await expect(queue.idle(1000)).resolves.toBe(true)
    expect(t.most()).toBe(2)
  })

  it("belongs to one queue: another service's queue is not stopped", async () => {
    const stopped = new DeliveryQueue(1)
    const other = new DeliveryQueue(1)
    stopped.stop()
    const release = await other.acquire()
    expect(release).toEqual(expect.any(Function))
    release?.()
  })
})
