/** Attributes of a decorative inline SVG: hidden from assistive technology, never a tab stop. */
export const svgProps = { "aria-hidden": true, focusable: "false", role: "presentation" } as const
