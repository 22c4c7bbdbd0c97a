import { groupSiteMap } from "../site-map"

describe("groupSiteMap", () => {
  const entries = [
    { path: "/resources/blog/b-article", title: "Budgeting for hires", section: "Blog" },
    { path: "/services/employer-of-record-vietnam", title: "Employer of Record in Vietnam", section: "Services" },
    { path: "/services", title: "Services", section: "Services" },
    { path: "/privacy-policy", title: "Privacy Policy", section: "Legal" },
    { path: "/services/employer-of-record", title: "Employer of Record in Southeast Asia", section: "Services" },
    { path: "/about", title: "About", section: "Company" },
    { path: "/resources/blog/a-article", title: "Annual leave in Vietnam", section: "Blog" },
    { path: "/odd", title: "Odd", section: "Zebra" },
  ]

  it("groups pages by section in the site's order, unknown sections last", () => {
    expect(groupSiteMap(entries).map((g) => g.section)).toEqual(["Company", "Services", "Blog", "Legal", "Zebra"])
  })

  it("puts a hub before its pages, then orders by title", () => {
    const services = groupSiteMap(entries).find((g) => g.section === "Services")!
    expect(services.entries.map((e) => e.path)).toEqual(["/services", "/services/employer-of-record", "/services/employer-of-record-vietnam"])
    const blog = groupSiteMap(entries).find((g) => g.section === "Blog")!
    expect(blog.entries.map((e) => e.title)).toEqual(["Annual leave in Vietnam", "Budgeting for hires"])
  })
})
