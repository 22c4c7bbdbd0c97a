import escapeHtml from "escape-html"

/**
 * The page left at an old path for plain static hosts (and `gatsby serve`): it replaces the location with
 * the new path (keeping query and hash), works without JavaScript (meta refresh), carries a canonical
 * link to the new page and is kept out of search indexes.
 */

/**
 * The stub's one script, the same text in every stub so the Content-Security-Policy allows it by hash
 * (gatsby/lib/post-build/security-headers.ts); the target comes from the element's `data-to` attribute.
 */
export const REDIRECT_SCRIPT = "location.replace(document.currentScript.dataset.to+location.search+location.hash)"

export function redirectStubHtml(toPath: string, siteUrl: string): string {
  const canonical = `${siteUrl}${toPath}`
  const target = escapeHtml(toPath)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${target}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${target}">
<script data-to="${target}">${REDIRECT_SCRIPT}</script>
</head>
<body>
<p>This page has moved to <a href="${target}">${escapeHtml(canonical)}</a>.</p>
</body>
</html>
`
}

/** Where a stub goes in public/: /industries/legal → industries/legal/index.html. Trailing-slash forms share it. */
export const stubFile = (fromPath: string): string => `${fromPath.replace(/^\/+|\/+$/g, "")}/index.html`
