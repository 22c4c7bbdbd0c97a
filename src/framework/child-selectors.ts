/**
 * `& > :first-child`, written as `& > :not(* + *)`: a child that no element comes before, the same elements.
 * Emotion warns in development (a console error under `gatsby develop`) on every `:first-child`, `:nth-child` and
 * `:nth-last-child`: they are unsafe in Emotion's default server render, which puts a `<style>` before each styled
 * element and so moves every element's position among its siblings. Ours does not: src/framework/emotion-ssr.tsx
 * puts every rule in `<head>` (docs/workarounds.md, "Emotion server renderer"), so the selector is safe here; but
 * the comment Emotion offers to silence the warning did not silence it in the browser bundle, so the selector is
 * written without those words.
 */
export const FIRST_CHILD = "& > :not(* + *)"
