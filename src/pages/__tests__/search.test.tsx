import "@testing-library/jest-dom"
import { popularLinks } from "../search"

describe("popularLinks", () => {
  it("lists the services overview, the EOR country pages, then calculator, blog and contact", () => {
    const pages = [
      { to: "/about", title: "About Solvix" },
      { to: "/contact", title: "Contact Solvix" },
      { to: "/resources/blog", title: "The Solvix Blog" },
      { to: "/resources/cost-calculator", title: "Employer Cost Calculator" },
      { to: "/services", title: "Services" },
    ]
    const countries = [
      { to: "/services/employer-of-record-philippines", title: "Employer of Record in the Philippines" },
      { to: "/services/employer-of-record-indonesia", title: "Employer of Record in Indonesia" },
    ]
    expect(popularLinks({ pages: { nodes: pages }, countries: { nodes: countries } }).map((l) => l.to)).toEqual([
      "/services",
      "/services/employer-of-record-philippines",
      "/services/employer-of-record-indonesia",
      "/resources/cost-calculator",
      "/resources/blog",
      "/contact",
    ])
  })

  it("leaves out a page the content no longer has", () => {
    expect(popularLinks({ pages: { nodes: [{ to: "/contact", title: "Contact" }] }, countries: { nodes: [] } })).toEqual([{ to: "/contact", title: "Contact" }])
  })
})
