import type { GatsbySSR } from "gatsby"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

/** Self-hosted fonts start loading with the HTML; the first paint then uses them without a shift. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
