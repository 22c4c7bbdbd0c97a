import { TextDecoder, TextEncoder } from "node:util"
import * as React from "react"
import { hydrateRoot } from "react-dom/client"
import { act } from "react"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../styles/theme"
import { ContactPopupContext, type ContactPopupApi } from "../contact-popup-context"
import { CONTACT_FALLBACK_FORM, ContactButton, ContactFallback } from "../contact-button"

// react-dom/server's browser build, as jsdom gives it, needs the encoders Node has.
Object.assign(globalThis, { TextEncoder, TextDecoder, IS_REACT_ACT_ENVIRONMENT: true })
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the encoders it needs are in place
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

/* A contact button, as the server renders it inside a form of its own page, and as the browser hydrates it. */

const popup = (open: ContactPopupApi["open"]): ContactPopupApi => ({ isOpen: false, open, close: () => undefined })

function Page({ open }: { open: ContactPopupApi["open"] }) {
  return (
    <ThemeProvider theme={theme}>
      <ContactPopupContext.Provider value={popup(open)}>
        <form action="/search" data-testid="other">
          <ContactButton message="A cost estimate">Get In Touch</ContactButton>
        </form>
        <ContactFallback />
      </ContactPopupContext.Provider>
    </ThemeProvider>
  )
}

/** The server's HTML in the document; form submissions are recorded, not carried out. */
function serverPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Page open={() => undefined} />)}</div>`
  const submitted: string[] = []
  const record = (event: Event) => {
    event.preventDefault()
    const form = event.target as HTMLFormElement
    submitted.push(`${form.method} ${new URL(form.action).pathname}${new URL(form.action).hash}`)
  }
  document.addEventListener("submit", record)
  cleanups.push(() => document.removeEventListener("submit", record))
  return { submitted, button: document.querySelector("button")!, root: document.getElementById("root")! }
}

const cleanups: Array<() => void> = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  document.body.innerHTML = ""
})

describe("a contact button", () => {
  it("before its code has hydrated it, leads to the contact page's form: it submits the page's fallback form, not the form around it", () => {
    const { submitted, button } = serverPage()
    expect(button.getAttribute("form")).toBe(CONTACT_FALLBACK_FORM)
    expect(button.getAttribute("aria-haspopup")).toBe("dialog")
    button.click()
    expect(submitted).toEqual(["get /contact#contact-form"])
  })

  it("hydrated, opens the contact popup with its message, and submits nothing", async () => {
    const { submitted, button, root } = serverPage()
    const open = jest.fn()
    const app = await act(async () =>
      hydrateRoot(root, <Page open={open} />, {
        onRecoverableError: (error) =>
          cleanups.push(() => {
            throw error
          }),
      }),
    )
    cleanups.unshift(() => act(() => app.unmount()))
    act(() => button.click())
    expect(open).toHaveBeenCalledWith({ message: "A cost estimate" })
    expect(submitted).toEqual([])
  })
})
