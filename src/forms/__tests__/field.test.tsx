import * as React from "react"
import { act } from "@testing-library/react"
import { TextEncoder } from "node:util"
import { hydrateRoot, type Root } from "react-dom/client"
import { ThemeProvider } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Field, useFormValues } from "../field"

function Form({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const { values, set, form } = useFormValues({ name: "", email: "", message: "" })
  return (
    <ThemeProvider theme={theme}>
      <form
        ref={form}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit(values)
        }}
      >
        <Field label="Name" name="name" value={values.name} onChange={set("name")} />
        <Field label="E-mail" name="email" value={values.email} onChange={set("email")} />
        <Field label="Message" name="message" multiline value={values.message} onChange={set("message")} />
        <button type="submit">Send</button>
      </form>
    </ThemeProvider>
  )
}

describe("useFormValues", () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    document.body.innerHTML = ""
  })

  it("keeps what a visitor typed into the server-rendered form before it hydrated, and sends it", async () => {
    const submitted: Array<Record<string, string>> = []
    // react-dom/server resolves to its browser build under jsdom, which needs TextEncoder (jsdom has none).
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server")
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Form onSubmit={() => {}} />)
    document.body.appendChild(container)
    const field = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
    field("name").value = "Maria Santos"
    field("message").value = "Two accountants in Manila"

    await act(async () => {
      root = hydrateRoot(container, <Form onSubmit={(v) => submitted.push(v)} />)
    })
    expect(field("name").value).toBe("Maria Santos")
    await act(async () => {
      container.querySelector("button")!.click()
    })
    expect(submitted).toEqual([{ name: "Maria Santos", email: "", message: "Two accountants in Manila" }])
  })
})
