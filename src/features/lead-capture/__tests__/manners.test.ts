import { FORM_PAGES, isFormField, isFormPage, readiness, TYPING_QUIET_MS, type Moment } from "../manners"

const idle: Moment = { path: "/about", now: 1_000_000, lastTypedAt: null, inField: false, dialogOpen: false, formSentAt: null }

describe("readiness of the lead popup", () => {
  it("opens for an idle visitor on an ordinary page", () => {
    expect(readiness(idle)).toBe("open")
  })

  it("waits while focus is in a field, another dialog is open, or on a form page (with or without a trailing slash)", () => {
    expect(readiness({ ...idle, inField: true })).toBe("wait")
    expect(readiness({ ...idle, dialogOpen: true })).toBe("wait")
    for (const path of FORM_PAGES) {
      expect(readiness({ ...idle, path })).toBe("wait")
      expect(readiness({ ...idle, path: `${path}/` })).toBe("wait")
    }
    expect(isFormPage("/contact-us")).toBe(false)
  })

  it("waits until the visitor has not typed for the quiet period", () => {
    expect(readiness({ ...idle, lastTypedAt: idle.now - 1 })).toBe("wait")
    expect(readiness({ ...idle, lastTypedAt: idle.now - TYPING_QUIET_MS + 1 })).toBe("wait")
    expect(readiness({ ...idle, lastTypedAt: idle.now - TYPING_QUIET_MS })).toBe("open")
  })

  it("never opens once this browser has sent any form, even on an idle ordinary page", () => {
    expect(readiness({ ...idle, formSentAt: idle.now - 86_400_000 })).toBe("never")
  })
})

describe("isFormField", () => {
  it("counts text inputs, checkboxes, textareas, selects and editable regions, not buttons", () => {
    document.body.innerHTML = `<input id="a"><input id="b" type="checkbox"><textarea id="c"></textarea><select id="d"></select><div id="e" contenteditable="true"></div><button id="f"></button><input id="g" type="submit"><a id="h" href="/">x</a>`
    const el = (id: string) => document.getElementById(id)
    // jsdom does not implement isContentEditable
    Object.defineProperty(el("e"), "isContentEditable", { value: true })
    expect(["a", "b", "c", "d", "e"].map((id) => isFormField(el(id)))).toEqual([true, true, true, true, true])
    expect(["f", "g", "h"].map((id) => isFormField(el(id)))).toEqual([false, false, false])
    expect(isFormField(null)).toBe(false)
  })
})
