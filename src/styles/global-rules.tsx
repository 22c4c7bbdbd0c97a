import { Global, css, useTheme } from "@emotion/react"

/**
 * Resets, base type and the presentation-mode rules (see src/lib/presentation-mode.ts), drawn where the page's HTML
 * lacks them: by the server render, and under `gatsby develop` (./global-styles.tsx decides).
 */
export function GlobalRules() {
  const t = useTheme()
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: calc(${t.headerHeight} + 1rem);
        }
        body {
          margin: 0;
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.md};
          line-height: 1.65;
          color: ${t.colors.ink};
          background: ${t.colors.white};
          text-rendering: optimizeLegibility;
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${t.fonts.heading};
          color: ${t.colors.navy};
          line-height: 1.2;
          font-weight: 650;
          margin: 0 0 ${t.space.md};
          text-wrap: balance;
          /* A word longer than the line ("Telecommunications" at 320 px) breaks instead of widening the page. */
          overflow-wrap: break-word;
        }
        h1 {
          font-size: ${t.fontSizes.display};
          letter-spacing: -0.01em;
        }
        h2 {
          font-size: ${t.fontSizes.xxl};
        }
        h3 {
          font-size: ${t.fontSizes.xl};
        }
        p,
        ul,
        ol {
          margin: 0 0 ${t.space.md};
        }
        a {
          color: ${t.colors.primary};
          text-underline-offset: 0.18em;
        }
        a:hover {
          color: ${t.colors.primaryHover};
        }
        img,
        svg {
          max-width: 100%;
        }
        :focus-visible {
          outline: 3px solid ${t.colors.primary};
          outline-offset: 2px;
          border-radius: 2px;
        }
        .on-dark :focus-visible {
          outline-color: ${t.colors.focus};
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          padding: 0;
          margin: -1px;
          overflow: hidden;
          clip: rect(0, 0, 0, 0);
          white-space: nowrap;
          border: 0;
        }
        body.copy-protected [data-copy-protect] {
          user-select: none;
          -webkit-user-select: none;
        }
        body.copy-protected [data-copy-protect] :is(input, textarea, select, address, table, pre, code, [data-copyable], a[href^="mailto:"], a[href^="tel:"]),
        body.copy-protected [data-copy-protect] :is(address, [data-copyable]) *,
        body.copy-protected [data-copy-protect] :is(p, li, dd, dt, figcaption, blockquote):has([data-figure]),
        body.copy-protected [data-copy-protect] :is(p, li, dd, dt, figcaption, blockquote):has([data-figure]) * {
          user-select: text;
          -webkit-user-select: text;
        }
        ${t.media.reducedMotion} {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  )
}
