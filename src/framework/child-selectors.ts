/**
 * Emotion's own switch for its development warning (a console error) on `:first-child`, `:nth-child` and
 * `:nth-last-child`: they are unsafe in Emotion's default server render, which puts a `<style>` before each styled
 * element and so moves every element's position among its siblings. Ours does not: src/framework/emotion-ssr.tsx
 * puts every rule in `<head>` (docs/workarounds.md, "Emotion server renderer"), so an element is the same child in
 * the server's HTML as in the browser's. Written after the selector; stylis drops the comment from the CSS.
 */
export const SERVER_RENDER_SAFE = "/* emotion-disable-server-rendering-unsafe-selector-warning-please-do-not-use-this-the-warning-exists-for-a-reason */"

/** `& > :first-child`, without the warning (see above). */
export const FIRST_CHILD = `& > :first-child ${SERVER_RENDER_SAFE}`
