/**
 * docs/behaviour.md "Presentation modes and framing": editors and previews see the site as it is (admin-access);
 * visitors get copy-protected marketing copy. Pure so every rule is tested.
 */
export type PresentationMode = "admin-access" | "copy-protected"

export interface Where {
  inFrame: boolean
  hostname: string
  search: string
}

const NETLIFY_PREVIEW = /^[a-z0-9-]+--[a-z0-9-]+\.netlify\.app$/i

export function isPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return NETLIFY_PREVIEW.test(host) || host.includes("preview") || host.includes("editor")
}

export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname.endsWith(".localhost")
}

export function presentationMode({ inFrame, hostname, search }: Where): PresentationMode {
  const params = new URLSearchParams(search)
  if (inFrame || isPreviewHost(hostname) || isLocalHost(hostname) || params.has("preview") || params.has("editor")) return "admin-access"
  return "copy-protected"
}

/** Reads the browser's situation; a cross-origin parent that refuses access means we are framed. */
export function currentWhere(win: Window): Where {
  let inFrame: boolean
  try {
    inFrame = win.self !== win.top
  } catch {
    inFrame = true
  }
  return { inFrame, hostname: win.location.hostname, search: win.location.search }
}

export function applyPresentationMode(win: Window): PresentationMode {
  const mode = presentationMode(currentWhere(win))
  const other: PresentationMode = mode === "admin-access" ? "copy-protected" : "admin-access"
  win.document.body.classList.remove(other)
  win.document.body.classList.add(mode)
  return mode
}
