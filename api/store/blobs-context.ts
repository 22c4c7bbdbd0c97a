/**
 * Where a Netlify Function finds its Netlify Blobs connection. Netlify gives it to functions, but not the
 * same way to all of them: a modern function finds NETLIFY_BLOBS_CONTEXT in its environment (or
 * globalThis.netlifyBlobsContext), while a function in Lambda compatibility mode (the wrapper
 * gatsby-adapter-netlify writes for a Gatsby Function) gets it only in its event, as a base64 `blobs` field
 * beside the x-nf-site-id header, and @netlify/blobs reads that only when the function calls connectLambda
 * (which writes it into the process's environment). README "Deploying" says how the site uses each.
 */
import type { BlobsConnection } from "../contract/settings"

export type { BlobsConnection } from "../contract/settings"

/**
 * The connection a Netlify Function gets for Blobs: in Lambda compatibility mode (the wrapper of
 * gatsby-adapter-netlify) the event's base64 `blobs` field ({ url, url_uncached, token }) and its
 * x-nf-site-id header; in a modern function NETLIFY_BLOBS_CONTEXT (base64 { siteID, token, edgeURL,
 * uncachedEdgeURL | apiURL }). null when neither is there (not on Netlify).
 */
export function blobsConnectionFrom(source: { lambdaEvent?: unknown; context?: unknown }): BlobsConnection | null {
  const decode = (value: unknown): Record<string, unknown> | null => {
    if (typeof value !== "string" || value === "") return null
    try {
      const data: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"))
      return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null
    } catch {
      return null
    }
  }
  const str = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)
  const event = source.lambdaEvent as { blobs?: unknown; headers?: Record<string, unknown> } | undefined
  const fromEvent = decode(event?.blobs)
  const siteFromEvent = str(event?.headers?.["x-nf-site-id"])
  if (fromEvent && siteFromEvent && str(fromEvent["token"]) && str(fromEvent["url"])) {
    const uncached = str(fromEvent["url_uncached"])
    return { siteID: siteFromEvent, token: str(fromEvent["token"])!, edgeURL: str(fromEvent["url"])!, ...(uncached ? { uncachedEdgeURL: uncached } : {}) }
  }
  const context = decode(source.context)
  const siteID = str(context?.["siteID"])
  const token = str(context?.["token"])
  if (context && siteID && token) {
    const edgeURL = str(context["edgeURL"])
    const uncachedEdgeURL = str(context["uncachedEdgeURL"])
    const apiURL = str(context["apiURL"])
    return { siteID, token, ...(edgeURL ? { edgeURL } : {}), ...(uncachedEdgeURL ? { uncachedEdgeURL } : {}), ...(apiURL ? { apiURL } : {}) }
  }
  return null
}
