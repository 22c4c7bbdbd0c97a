/** The route plan's redirect map, old path → new path (gatsby/lib/plan/plan-file.ts writes it; webpack aliases it). */
declare module "@route-plan/browser-redirects" {
  const redirects: Readonly<Record<string, string>>
  export default redirects
}
