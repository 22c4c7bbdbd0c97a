/**
 * What the build hands the production server: where it is, and what it holds. Kept apart from the server's
 * code because gatsby-config.ts imports it (to tell server/gatsby-plugin where and what to write), and a
 * change to any module gatsby-config imports clears Gatsby's cache on the next build (scripts/build/build-code.mjs).
 *
 * `npm run build` writes, beside `public/`, a `dist/` folder: the server and the lead service compiled to
 * JavaScript (`tsc -p server/tsconfig.json`) and `dist/site.json`, the site manifest, written at the end of
 * `gatsby build` by server/gatsby-plugin from what gatsby-config.ts hands it: the one `headers` declaration
 * (the same rules gatsby-adapter-netlify writes to Netlify's `_headers`), the route plan's redirects and
 * the public site key the build put into the forms. scripts/build/precompress.mjs, the build's next step, adds
 * `precompressed` once the `.br`/`.gz` copies of public/ match the pages. A production image needs
 * `public/`, `dist/`, package.json and package-lock.json (README.md, "Any VM or container").
 */

/** Folders relative to the project (the server resolves them against its own location, gatsby-config against the site's). */
export const BUILD_DIR = "dist"
export const PUBLIC_DIR = "public"
export const SITE_MANIFEST = `${BUILD_DIR}/site.json`

/**
 * One gatsby-config `headers` rule (gatsby/lib/post-build/security-headers.ts makes them): `source` is a path, where a
 * trailing `*` matches any rest.
 */
export interface HeaderRule {
  source: string
  headers: Array<{ key: string; value: string }>
}

export interface Redirect {
  fromPath: string
  toPath: string
}

export interface SiteManifest {
  headers: HeaderRule[]
  redirects: Redirect[]
  /** The key the forms send as `Authorization: Bearer …` (gatsby-config siteMetadata.publicSiteKey). */
  publicSiteKey: string | null
  /** Written by scripts/build/precompress.mjs; null after a `gatsby build` without it (the copies may be older than the pages). */
  precompressed: { files: number; at: string } | null
}

/**
 * What gatsby-config.ts hands server/gatsby-plugin, which writes the manifest from it at the end of the build.
 * (A type alias, not an interface, so that it fits Gatsby's type of plugin options.)
 */
export type SiteManifestOptions = {
  /** Absolute path of the manifest to write. */
  manifestFile: string
  /** The route plan's file (gatsby/lib/plan/plan-file.ts), whose redirects the manifest lists. */
  planFile: string
  headers: HeaderRule[]
  publicSiteKey: string | undefined
}
