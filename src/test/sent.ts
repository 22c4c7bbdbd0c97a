/** What the n-th call of the mocked `global.fetch` sent: its headers (the forms send a plain object) and its JSON body. */
export function sentRequest(n = 0): { headers: Record<string, string>; body: Record<string, unknown> } {
  const init = jest.mocked(global.fetch).mock.calls[n]?.[1] as (RequestInit & { headers: Record<string, string>; body: string }) | undefined
  if (!init) throw new Error(`fetch was not called ${n + 1} time(s)`)
  return { headers: init.headers, body: JSON.parse(init.body) as Record<string, unknown> }
}
