/** A blog category's path segment: "EOR fundamentals" → "eor-fundamentals" (/resources/blog/category/…). */
export const categorySlug = (category: string): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
