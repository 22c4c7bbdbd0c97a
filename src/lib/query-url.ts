/** The search page's address and the query it carries: /search?q=… (the same form a GET form submits). */
export const SEARCH_PATH = "/search"
export const QUERY_PARAM = "q"

/** The query in a location's search string ("?q=vietnam+eor" → "vietnam eor"); "" when there is none. */
export function readQuery(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? ""
}

/** The address of a search: /search for an empty query, else /search?q=… with the query trimmed. */
export function searchHref(query: string): string {
  const q = query.trim()
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: q }).toString()}` : SEARCH_PATH
}
