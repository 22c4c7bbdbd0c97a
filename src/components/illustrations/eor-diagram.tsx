import { useTheme } from "@emotion/react"
import { svgProps } from "./svg-props"

/*
 * Decorative (aria-hidden): every idea it shows is also written in the text beside it. Used by the home
 * page and, through the <EorSteps /> MDX component, by content pages.
 */

/** Who does what under an employer of record: your company, Solvix and the employee. */
export function EorDiagram() {
  const t = useTheme()
  const label = { fontSize: 15, fontWeight: 700, fill: t.colors.navy, fontFamily: t.fonts.body, textAnchor: "middle" as const }
  const edge = { fontSize: 13, fill: t.colors.muted, fontFamily: t.fonts.body, textAnchor: "middle" as const }
  return (
    <svg viewBox="0 0 420 340" {...svgProps} data-testid="eor-diagram" css={{ display: "block", width: "100%", maxWidth: "26rem", height: "auto", marginInline: "auto" }}>
      <rect x="10" y="10" width="400" height="320" rx="24" fill={t.colors.white} stroke={t.colors.border} />
      <path d="M110 96 L310 96" stroke={t.colors.border} strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
      <path d="M104 168 L184 240" stroke={t.colors.primary} strokeWidth="3" strokeLinecap="round" />
      <path d="M316 168 L236 240" stroke={t.colors.accent} strokeWidth="3" strokeLinecap="round" />
      <text x="210" y="86" {...edge}>
        service agreement
      </text>
      <text x="122" y="222" {...edge} transform="rotate(42 122 222)">
        daily work
      </text>
      <text x="298" y="222" {...edge} transform="rotate(-42 298 222)">
        contract and pay
      </text>

      <circle cx="84" cy="96" r="34" fill={t.colors.primarySoft} />
      <path d="M70 112V82h20v30M90 92h10v20M66 112h38" fill="none" stroke={t.colors.primary} strokeWidth="2.6" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M76 90h8M76 98h8" stroke={t.colors.primary} strokeWidth="2.6" strokeLinecap="round" />
      <text x="84" y="152" {...label}>
        Your company
      </text>

      <circle cx="336" cy="96" r="34" fill={t.colors.navy} />
      <path d="M326 108c0 3 3 5 8 5s9-2 9-6c0-7-16-4-16-11 0-4 3-6 7-6 4 0 7 1.6 8 4.6" fill="none" stroke={t.colors.white} strokeWidth="3" strokeLinecap="round" />
      <circle cx="348" cy="86" r="3" fill={t.colors.gold} />
      <text x="336" y="152" {...label}>
        Solvix
      </text>

      <circle cx="210" cy="262" r="34" fill={t.colors.accentSoft} />
      <circle cx="210" cy="253" r="9" fill="none" stroke={t.colors.accent} strokeWidth="2.6" />
      <path d="M193 280c3-9 9-13 17-13s14 4 17 13" fill="none" stroke={t.colors.accent} strokeWidth="2.6" strokeLinecap="round" />
      <text x="210" y="318" {...label}>
        Your employee
      </text>
    </svg>
  )
}
