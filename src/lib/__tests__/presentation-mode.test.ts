import { applyPresentationMode, presentationMode } from "../presentation-mode"

const visitor = { inFrame: false, hostname: "www.solvix.sg", search: "" }

describe("presentationMode", () => {
  it("is copy-protected for a visitor on the public host", () => {
    expect(presentationMode(visitor)).toBe("copy-protected")
  })
  it.each([
    ["inside a frame", { inFrame: true }],
    ["on a Netlify deploy preview", { hostname: "deploy-preview-42--solvix.netlify.app" }],
    ["on a Netlify branch deploy", { hostname: "content-update--solvix.netlify.app" }],
    ["on a preview host", { hostname: "preview.solvix.sg" }],
    ["on an editor host", { hostname: "editor-solvix.example.com" }],
    ["with ?preview", { search: "?preview" }],
    ["with ?editor=1", { search: "?x=1&editor=1" }],
    ["on localhost", { hostname: "localhost" }],
    ["on 127.0.0.1", { hostname: "127.0.0.1" }],
  ])("is admin-access %s", (_label, over) => {
    expect(presentationMode({ ...visitor, ...over })).toBe("admin-access")
  })
  it("is not fooled by a production Netlify host or a query value", () => {
    expect(presentationMode({ ...visitor, hostname: "solvix.netlify.app" })).toBe("copy-protected")
    expect(presentationMode({ ...visitor, search: "?q=preview" })).toBe("copy-protected")
  })
  it("sets exactly one class on the body (jsdom runs on localhost)", () => {
    document.body.className = "copy-protected"
    expect(applyPresentationMode(window)).toBe("admin-access")
    expect(document.body.classList.contains("admin-access")).toBe(true)
    expect(document.body.classList.contains("copy-protected")).toBe(false)
  })
})
