import { groupSiteMap, groupSize, type SiteMapEntry, type SiteMapGroup } from "../site-map"

/** Every path a grouping links, hubs and parts included, sorted: each page once means this equals the input's paths. */
const listed = (gs: readonly SiteMapGroup[]): string[] => gs.flatMap((g) => [...(g.hub ? [g.hub.path] : []), ...g.entries.map((e) => e.path), ...listed(g.parts)])
const listsEachOnce = (site: readonly SiteMapEntry[]) => expect(listed(groupSiteMap(site)).sort()).toEqual(site.map((e) => e.path).sort())

describe("groupSiteMap", () => {
  const entries = [
    { path: "/resources/blog/b-article", title: "Budgeting for hires", section: "Blog" },
    { path: "/services/employer-of-record-vietnam", title: "Employer of Record in Vietnam", section: "Services" },
    { path: "/services", title: "Services", section: "Services", listing: "services" },
    { path: "/privacy-policy", title: "Privacy Policy", section: "Legal" },
    { path: "/services/employer-of-record", title: "Employer of Record in Southeast Asia", section: "Services" },
    { path: "/about", title: "About", section: "Company" },
    { path: "/resources/blog/a-article", title: "Annual leave in Vietnam", section: "Blog" },
    { path: "/resources/blog", title: "The Blog", section: "Resources", listing: "blog" },
    { path: "/odd", title: "Odd", section: "Zebra" },
  ]

  it("groups pages by section in the site's order, unknown sections last", () => {
    expect(groupSiteMap(entries).map((g) => g.section)).toEqual(["Company", "Services", "Blog", "Legal", "Zebra"])
  })

  it("heads a group with its hub, which is not listed again, and orders the pages by place and title", () => {
    const services = groupSiteMap(entries).find((g) => g.section === "Services")!
    expect(services.hub?.path).toBe("/services")
    expect(services.entries.map((e) => e.path)).toEqual(["/services/employer-of-record", "/services/employer-of-record-vietnam"])
    // The blog's hub has the section Resources, but it heads the articles it lists.
    const blog = groupSiteMap(entries).find((g) => g.section === "Blog")!
    expect(blog.hub?.title).toBe("The Blog")
    expect(blog.entries.map((e) => e.title)).toEqual(["Annual leave in Vietnam", "Budgeting for hires"])
    expect(groupSiteMap(entries).find((g) => g.section === "Resources")).toBeUndefined()
  })

  it("lists every page exactly once; an umbrella hub heads the groups of the sections it lists", () => {
    const site = [
      ...entries,
      { path: "/industries", title: "Industries & roles", section: "Roles", listing: "industries" },
      { path: "/roles", title: "Roles we staff", section: "Roles", listing: "roles" },
      { path: "/sectors", title: "Sectors we serve", section: "Sectors", listing: "sectors" },
      { path: "/industries/marketing", title: "Marketing", section: "Roles" },
      { path: "/sectors/legal", title: "Legal", section: "Sectors" },
    ]
    const groups = groupSiteMap(site)
    listsEachOnce(site)
    const umbrella = groups.find((g) => g.hub?.path === "/industries")!
    expect(umbrella.entries).toEqual([])
    expect(umbrella.parts.map((p) => [p.hub?.path, p.entries.map((e) => e.path)])).toEqual([
      ["/roles", ["/industries/marketing"]],
      ["/sectors", ["/sectors/legal"]],
    ])
    expect(groups.map((g) => g.hub?.title ?? g.section)).toEqual(["Company", "Services", "Industries & roles", "The Blog", "Legal", "Zebra"])
    expect(groupSize(umbrella)).toBe(5)
  })

  it("a tool's page heads the pages made under it: the public-holiday calendars, after Resources", () => {
    // The calendars as src/pages/site-map.tsx adds them: in the section the hub's tool heads.
    const calendars = ["vietnam", "india"].map((country) => ({ path: `/resources/public-holidays/${country}/2026`, title: `${country} 2026`, section: "Public holidays" }))
    const hubs = [
      { path: "/resources", title: "Resources", section: "Resources", listing: "resources" },
      { path: "/resources/public-holidays", title: "Public Holidays Calendar", section: "Resources", tool: "public-holidays" },
    ]
    const site = [...entries, ...hubs, { path: "/resources/cost-calculator", title: "Cost calculator", section: "Resources", tool: "cost-calculator" }, ...calendars]
    const groups = groupSiteMap(site)
    const holidays = groups.find((g) => g.hub?.path === "/resources/public-holidays")!
    expect(holidays.entries.map((e) => e.path)).toEqual(["/resources/public-holidays/india/2026", "/resources/public-holidays/vietnam/2026"])
    expect(groups.find((g) => g.section === "Resources")!.entries.map((e) => e.path)).toEqual(["/resources/cost-calculator"])
    expect(groups.map((g) => g.hub?.title ?? g.section)).toEqual(["Company", "Services", "Resources", "Public Holidays Calendar", "The Blog", "Legal", "Zebra"])
    listsEachOnce(site)
  })
})
