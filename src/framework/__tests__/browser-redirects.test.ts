import { applyRedirect, installRedirectingNavigate } from "../browser-redirects"

const map = { "/industries/legal": "/sectors/legal" }

describe("browser redirects", () => {
  it("maps an old path to the new one, keeping query and hash, in either slash form and case", () => {
    expect(applyRedirect("/industries/legal?x=1#top", map)).toBe("/sectors/legal?x=1#top")
    expect(applyRedirect("/industries/legal/", map)).toBe("/sectors/legal")
    expect(applyRedirect("/Industries/Legal", map)).toBe("/sectors/legal")
    expect(applyRedirect("/industries/marketing", map)).toBe("/industries/marketing")
    expect(applyRedirect("/", map)).toBe("/")
  })
  it("wraps the navigate Gatsby assigns after installation", () => {
    const original = jest.fn()
    const win: { ___navigate?: (to: string | number, o?: object) => void } = {}
    installRedirectingNavigate(win, map)
    win.___navigate = original
    win.___navigate("/industries/legal#a", { replace: false })
    win.___navigate(-1)
    expect(original.mock.calls).toEqual([
      ["/sectors/legal#a", { replace: false }],
      [-1, undefined],
    ])
  })
  it("wraps a navigate that already exists", () => {
    const original = jest.fn()
    const win = { ___navigate: original } as { ___navigate: (to: string | number, o?: object) => void }
    installRedirectingNavigate(win, map)
    win.___navigate("/industries/legal#a", { replace: false })
    win.___navigate(-1)
    expect(original.mock.calls).toEqual([
      ["/sectors/legal#a", { replace: false }],
      [-1, undefined],
    ])
  })
})
