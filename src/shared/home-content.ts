/**
 * What content/home.yaml may name: the icons the home page bundles (src/features/home/icons.tsx) and the
 * countries it has a flag for (src/features/home/flags.tsx). Both the page and the content check
 * (gatsby/lib/checks/content-check.ts) read these lists, so they live on the neutral floor (docs/architecture.md).
 */
export const HOME_ICON_NAMES = ["scale", "wallet", "rocket", "map-pin", "users", "trending-up", "globe", "file-signature", "receipt", "hand-coins", "user-check", "search", "handshake", "life-buoy", "clipboard-list", "briefcase"] as const
export type HomeIconName = (typeof HOME_ICON_NAMES)[number]

export const HOME_FLAG_CODES = ["SG", "PH", "ID", "VN", "IN"] as const
export type HomeFlagCode = (typeof HOME_FLAG_CODES)[number]

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/**
 * Problems of content/home.yaml the GraphQL schema cannot see: an icon or a flag the page does not have, a search
 * description outside 70–160 characters, a link (`to`) that `linkProblem` refuses. Each names the field.
 */
export function checkHome(data: unknown, linkProblem: (to: string) => string | null, file = "content/home.yaml"): string[] {
  if (!isRecord(data)) return [`${file}: the file must hold the home page's sections (see its header)`]
  const problems: string[] = []
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}[${i}]`))
    if (!isRecord(value)) return
    for (const [key, v] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key
      if (key === "icon" && v != null && !(HOME_ICON_NAMES as readonly unknown[]).includes(v)) problems.push(`${file}: field "${field}" names the icon ${JSON.stringify(v)}, which the home page does not have (one of: ${HOME_ICON_NAMES.join(", ")})`)
      if (key === "to" && typeof v === "string") {
        const why = linkProblem(v)
        if (why) problems.push(`${file}: field "${field}" links to ${v}, but ${why}`)
      }
      walk(v, field)
    }
  }
  walk(data, "")
  const countries = isRecord(data["countries"]) && Array.isArray(data["countries"]["items"]) ? (data["countries"]["items"] as unknown[]) : []
  countries.forEach((c, i) => {
    const code = isRecord(c) ? c["code"] : undefined
    if (!(HOME_FLAG_CODES as readonly unknown[]).includes(code)) problems.push(`${file}: field "countries.items[${i}].code" is "${String(code)}", a country the home page has no flag for (one of: ${HOME_FLAG_CODES.join(", ")})`)
  })
  const description = isRecord(data["seo"]) ? data["seo"]["description"] : undefined
  const length = typeof description === "string" ? description.trim().length : 0
  if (length < 70 || length > 160) problems.push(`${file}: field "seo.description" must be 70 to 160 characters, got ${length}`)
  return problems
}
