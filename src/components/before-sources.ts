import * as React from "react"

/**
 * What a page shows just before its body's "Sources" section (ContentPage puts its questions there, so a
 * reader meets them before the list of references). Null: the section is left as it is. Its own module, so a
 * template that provides it does not load the MDX components (they come with the body, src/framework/mdx-body.tsx).
 */
export const BeforeSources = React.createContext<React.ReactNode>(null)
