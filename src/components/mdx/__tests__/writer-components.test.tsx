import { writerComponentSources, WRITER_COMPONENTS } from "../../../shared/writer-components"

/** What each row of the list points at, loaded as the body loader's import would load it. */
function exported(module: string, exportName: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the row names the module at run time, as the loader does
  return (require(`../${module}`) as Record<string, unknown>)[exportName]
}

describe("the writer components' list (src/shared/writer-components.ts)", () => {
  it("names, for every row, a module of src/components/mdx that exports a component under that name", () => {
    const rows = Object.entries(writerComponentSources())
    expect(rows.length).toBe(Object.keys(WRITER_COMPONENTS).length)
    for (const [name, { module, exportName }] of rows) {
      const component = exported(module, exportName)
      // A function component, or one React wraps (memo, forwardRef, a part loaded on demand).
      const isComponent = typeof component === "function" || (typeof component === "object" && component !== null && "$$typeof" in component)
      expect({ name, isComponent }).toEqual({ name, isComponent: true })
    }
  })

  it("draws Markdown's own elements with the site's components, under the element's name", () => {
    const sources = writerComponentSources()
    expect(sources["table"]).toEqual({ module: "markdown-table", exportName: "Table" })
    expect(sources["a"]).toEqual({ module: "links", exportName: "Anchor" })
    expect(sources["Callout"]).toEqual({ module: "callout", exportName: "Callout" })
  })
})
