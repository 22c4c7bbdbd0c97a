/**
 * Folds: the parts of an MDX body shown as closed disclosures (gatsby/lib/rehype-fold.ts makes them at build
 * time, src/components/mdx/fold.tsx shows them). Shared by both sides (docs/architecture.md, "Floors").
 */

/** The id rehype-slug gives a body's "## Sources" heading; the contents link to it. */
export const SOURCES_ID = "sources"

/** A fold's `data-fold`: a body's sources, or one subsection of a reference section. */
export type FoldKind = "sources" | "section"
