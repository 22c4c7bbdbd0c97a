import * as React from "react"
import { useTheme, type Theme } from "@emotion/react"
import { svgProps } from "../../components/illustrations/svg-props"

/*
 * The home page's own illustrations: small inline SVGs in the theme's colours. All are decorative
 * (aria-hidden): every idea they show is also written in the text beside them.
 */

/**
 * A layer moved by useParallax: absolutely placed in a frame that clips it, transform only. The media
 * rules repeat the enable rule in CSS, so a layer stays put below 768 px or under reduced motion even
 * before the script has run.
 */
export const parallaxLayer = (t: Theme) => ({
  position: "absolute" as const,
  willChange: "transform",
  [t.media.mobile]: { transform: "none !important", willChange: "auto" },
  [t.media.reducedMotion]: { transform: "none !important", willChange: "auto" },
})

/** A hub in Singapore linked to the four countries the staff work from, with two floating cards. */
export function HeroIllustration() {
  const t = useTheme()
  const nodes = [
    { code: "VN", x: 300, y: 64 },
    { code: "PH", x: 414, y: 172 },
    { code: "ID", x: 184, y: 336 },
    { code: "IN", x: 70, y: 228 },
  ]
  const floating = {
    background: t.colors.white,
    borderRadius: t.radii.md,
    boxShadow: t.shadows.raised,
    border: `1px solid ${t.colors.border}`,
    lineHeight: 0,
  }
  return (
    <div data-testid="hero-illustration" css={{ position: "relative", width: "100%", maxWidth: "34rem", marginInline: "auto", aspectRatio: "6 / 5" }}>
      <svg viewBox="0 0 480 400" {...svgProps} css={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}>
        <defs>
          <pattern id="hero-dots" width="18" height="18" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.4" fill={t.colors.border} />
          </pattern>
          <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor={t.colors.primarySoft} />
            <stop offset="100%" stopColor={t.colors.primarySoft} stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect x="20" y="20" width="440" height="360" rx="28" fill="url(#hero-dots)" />
        <circle cx="240" cy="200" r="190" fill="url(#hero-glow)" />
        <circle cx="240" cy="200" r="128" fill="none" stroke={t.colors.primary} strokeOpacity="0.18" strokeWidth="1.5" strokeDasharray="4 8" />
        {nodes.map((n) => {
          const cx = (240 + n.x) / 2 + (n.y - 200) * 0.25
          const cy = (200 + n.y) / 2 - (n.x - 240) * 0.25
          return (
            <g key={n.code}>
              <path d={`M240 200 Q${cx} ${cy} ${n.x} ${n.y}`} fill="none" stroke={t.colors.primary} strokeWidth="2" strokeDasharray="6 7" strokeLinecap="round" opacity="0.55" />
              <circle cx={cx * 0.5 + (240 + n.x) * 0.25} cy={cy * 0.5 + (200 + n.y) * 0.25} r="4" fill={t.colors.gold} />
            </g>
          )
        })}
        {nodes.map((n) => (
          <g key={n.code}>
            <circle cx={n.x} cy={n.y} r="25" fill={t.colors.white} stroke={t.colors.primary} strokeWidth="2" />
            <text x={n.x} y={n.y + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill={t.colors.navy} fontFamily={t.fonts.body}>
              {n.code}
            </text>
          </g>
        ))}
        <circle cx="240" cy="200" r="50" fill={t.colors.navy} opacity="0.08" />
        <circle cx="240" cy="200" r="38" fill={t.colors.navy} />
        <path d="M226 214v-22l14-9 14 9v22z" fill="none" stroke={t.colors.white} strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M236 214v-10h8v10" fill="none" stroke={t.colors.white} strokeWidth="2.4" strokeLinejoin="round" />
        <circle cx="262" cy="176" r="7" fill={t.colors.gold} stroke={t.colors.navy} strokeWidth="3" />
        <rect x="188" y="246" width="104" height="24" rx="12" fill={t.colors.white} stroke={t.colors.border} />
        <text x="240" y="262.5" textAnchor="middle" fontSize="13" fontWeight="700" fill={t.colors.navy} fontFamily={t.fonts.body}>
          Singapore HQ
        </text>
      </svg>

      <div data-parallax="0.08" css={(th) => [parallaxLayer(th), floating, { left: "0%", top: "6%", width: "42%" }]}>
        <svg viewBox="0 0 200 112" {...svgProps} css={{ width: "100%", height: "auto" }}>
          <text x="16" y="26" fontSize="12" fontWeight="700" fill={t.colors.navy} fontFamily={t.fonts.body}>
            Your team
          </text>
          <rect x="150" y="15" width="34" height="14" rx="7" fill={t.colors.accentSoft} />
          <circle cx="160" cy="22" r="3" fill={t.colors.accent} />
          {[t.colors.primary, t.colors.accent, t.colors.gold].map((fill, i) => (
            <g key={fill} transform={`translate(${16 + i * 30} 44)`}>
              <circle cx="13" cy="13" r="13" fill={fill} opacity={i === 2 ? 1 : 0.9} />
              <circle cx="13" cy="10" r="4.5" fill={t.colors.white} />
              <path d="M5 22c1.6-4.2 4.6-6 8-6s6.4 1.8 8 6" fill={t.colors.white} />
            </g>
          ))}
          <rect x="16" y="82" width="120" height="7" rx="3.5" fill={t.colors.border} />
          <rect x="16" y="94" width="82" height="7" rx="3.5" fill={t.colors.surface} />
        </svg>
      </div>

      <div data-parallax="-0.08" css={(th) => [parallaxLayer(th), floating, { right: "0%", bottom: "2%", width: "42%" }]}>
        <svg viewBox="0 0 200 112" {...svgProps} css={{ width: "100%", height: "auto" }}>
          <circle cx="30" cy="30" r="14" fill={t.colors.successSoft} />
          <path d="M23.5 30.5l4.5 4.5 8.5-9" fill="none" stroke={t.colors.success} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
          <text x="52" y="27" fontSize="12" fontWeight="700" fill={t.colors.navy} fontFamily={t.fonts.body}>
            Payroll
          </text>
          <rect x="52" y="33" width="70" height="6" rx="3" fill={t.colors.border} />
          {[34, 50, 42, 60, 54].map((h, i) => (
            <rect key={i} x={20 + i * 20} y={102 - h} width="12" height={h} rx="3" fill={i === 3 ? t.colors.primary : t.colors.primarySoft} />
          ))}
          <rect x="128" y="58" width="56" height="7" rx="3.5" fill={t.colors.border} />
          <rect x="128" y="72" width="40" height="7" rx="3.5" fill={t.colors.surface} />
          <rect x="128" y="86" width="48" height="7" rx="3.5" fill={t.colors.border} />
        </svg>
      </div>
    </div>
  )
}

/** Hidden on small screens, where the rings would sit behind the text. */
const wideOnly = (t: Theme) => ({ [t.media.mobile]: { display: "none" } })

/** Soft rings at the right of a dark section, clear of its text; each ring is a parallax layer. */
export function DarkRings() {
  const t = useTheme()
  return (
    <>
      <div data-parallax="0.12" css={(th) => [parallaxLayer(th), wideOnly(th), { right: "-8rem", top: "-6rem", width: "26rem", height: "26rem", pointerEvents: "none" }]}>
        <svg viewBox="0 0 200 200" {...svgProps} css={{ width: "100%", height: "100%" }}>
          <circle cx="100" cy="100" r="96" fill="none" stroke={t.colors.white} strokeOpacity="0.08" strokeWidth="2" />
          <circle cx="100" cy="100" r="70" fill="none" stroke={t.colors.gold} strokeOpacity="0.16" strokeWidth="2" strokeDasharray="3 7" />
          <circle cx="100" cy="100" r="44" fill={t.colors.white} fillOpacity="0.04" />
        </svg>
      </div>
      <div data-parallax="-0.06" css={(th) => [parallaxLayer(th), wideOnly(th), { right: "18%", bottom: "-4rem", width: "12rem", height: "12rem", pointerEvents: "none" }]}>
        <svg viewBox="0 0 100 100" {...svgProps} css={{ width: "100%", height: "100%" }}>
          <circle cx="50" cy="50" r="46" fill="none" stroke={t.colors.white} strokeOpacity="0.1" strokeWidth="2" />
          <circle cx="50" cy="50" r="4" fill={t.colors.gold} />
        </svg>
      </div>
    </>
  )
}
