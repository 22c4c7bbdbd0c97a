/**
 * The statutory data of content/data/ (rates, minimum wages, the change log): its types, its checks and the
 * few pure helpers that pages and the build share. Neutral ground: gatsby/ (validation at build time, the
 * change-log feed) and src/ (the calculator, the <Figure> component, the change-log page) both import it.
 * The GraphQL declaration is in gatsby/schema.ts; how a writer edits the files is in content/README.md.
 * In this folder: the data's shape (types.ts), its figures as numbers and prose (figures.ts), the change log
 * (changes.ts), the checks (validate.ts) and the review dates (review.ts); import them from here.
 */
export * from "./types"
export * from "./figures"
export * from "./changes"
export * from "./validate"
export * from "./review"
