/** @jest-environment node */
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { eachLimited, planSocialCards, writeSocialCards, type CardJob } from "../social-cards"

const facts = { siteName: "Solvix", tagline: "Talent and technology in perfect harmony", siteUrl: "https://www.solvix.sg" }
const planned = [
  { path: "/services/employer-of-record", seoTitle: "Employer of Record", section: "Services" },
  { path: "/resources/blog", seoTitle: "Blog", section: "Resources" },
  { path: "/resources/blog/page/2", seoTitle: "Blog, page 2", section: "Resources" },
]

describe("planSocialCards", () => {
  const { jobs, missing } = planSocialCards({
    ...facts,
    planned,
    pages: ["/", "/services/employer-of-record", "/resources/blog", "/resources/blog/page/2", "/404/", "/404.html", "/made-up"].map((p) => ({ path: p })),
  })
  const byPath = new Map(jobs.map((j) => [j.pagePath, j.content]))

  it("gives every planned page a card with its title, section, the company name and the host", () => {
    expect(byPath.get("/services/employer-of-record")).toEqual({ title: "Employer of Record", section: "Services", siteName: "Solvix", host: "www.solvix.sg" })
  })

  it("titles each page as the route plan titles it", () => {
    expect(byPath.get("/resources/blog/page/2")).toMatchObject({ title: "Blog, page 2", section: "Resources" })
  })

  it("adds the home page (the tagline), search and the generic not-found card", () => {
    expect(byPath.get("/")?.title).toBe(facts.tagline)
    expect(byPath.get("/search")?.title).toBe("Search")
    expect(byPath.get("/404")?.title).toBe("Page Not Found")
  })

  it("names built pages without a card, but not the not-found page's forms", () => {
    expect(missing).toEqual(["/made-up"])
  })

  it("plans each page once", () => {
    expect(new Set(jobs.map((j) => j.pagePath)).size).toBe(jobs.length)
  })
})

describe("eachLimited", () => {
  it("does every item once with at most `limit` running", async () => {
    let running = 0
    let peak = 0
    const done: number[] = []
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1
      peak = Math.max(peak, running)
      await new Promise((r) => setTimeout(r, 5))
      done.push(n)
      running -= 1
    })
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(peak).toBe(3)
  })
})

describe("writeSocialCards", () => {
  let dir: string
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "cards-"))
  })
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true })
  })

  const job = (pagePath: string, title: string): CardJob => ({ pagePath, content: { title, section: "Blog", siteName: "Solvix", host: "www.solvix.sg" } })

  it("writes public/og/<path>.png, then copies unchanged cards from the cache and removes stale ones", async () => {
    const options = { publicDir: path.join(dir, "public"), cacheDir: path.join(dir, "cache") }
    const first = await writeSocialCards([job("/", "Home"), job("/resources/blog/x", "An article")], options)
    expect(first).toMatchObject({ total: 2, drawn: 2, copied: 0 })
    const article = path.join(dir, "public/og/resources/blog/x.png")
    expect(await sharp(article).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
    expect((await fs.stat(path.join(dir, "public/og/index.png"))).isFile()).toBe(true)

    const second = await writeSocialCards([job("/", "Home"), job("/resources/blog/x", "An article, retitled")], options)
    expect(second).toMatchObject({ total: 2, drawn: 1, copied: 1 })

    const third = await writeSocialCards([job("/", "Home")], options)
    expect(third).toMatchObject({ drawn: 0, copied: 1 })
    await expect(fs.stat(article)).rejects.toThrow()
    expect(await fs.readdir(options.cacheDir)).toHaveLength(1)
  }, 30_000)
})
