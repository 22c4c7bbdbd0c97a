/**
 * How big a social card's title is set: the largest size at which the title fits its box, and a cap on
 * the lines so that a very long title ends in an ellipsis instead of running off the card.
 */

export interface TitleBox {
  /** Width of the title's column, in pixels. */
  width: number
  /** Height left for the title, in pixels. */
  height: number
}

export interface TitleFit {
  fontSize: number
  lineHeight: number
  /** The lines the title may take; the renderer clamps there with an ellipsis. */
  maxLines: number
  /** The lines the title is expected to take at this size (more than maxLines when it is clamped). */
  lines: number
  clamped: boolean
}

/** Sizes to try, largest first. */
export const TITLE_SIZES = [80, 72, 64, 56, 50] as const
export const TITLE_LINE_HEIGHT = 1.12
/** More lines than this read as a paragraph, not a title. */
export const TITLE_MAX_LINES = 4
/**
 * Average advance of a character of Source Serif 4 Bold (spaces included) in ems. Measured with satori at
 * about 0.51 on English titles; rounded up so that the estimate errs towards a smaller size.
 */
export const SERIF_BOLD_EM_PER_CHAR = 0.53

/** Lines a text takes when wrapped greedily at word boundaries into lines of `perLine` characters. */
export function wrappedLines(text: string, perLine: number): number {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 0
  const limit = Math.max(1, Math.floor(perLine))
  let lines = 1
  let used = 0
  for (const word of words) {
    const needed = used === 0 ? word.length : used + 1 + word.length
    if (needed <= limit) {
      used = needed
      continue
    }
    if (used > 0) lines += 1
    // A word longer than a line is broken across lines.
    lines += Math.ceil(word.length / limit) - 1
    used = word.length % limit || limit
  }
  return lines
}

/** The largest size at which the title fits the box; failing all, the smallest, clamped to its line cap. */
export function fitTitle(title: string, box: TitleBox): TitleFit {
  const fitAt = (fontSize: number): TitleFit => {
    const maxLines = Math.max(1, Math.min(TITLE_MAX_LINES, Math.floor(box.height / (fontSize * TITLE_LINE_HEIGHT))))
    const lines = wrappedLines(title, box.width / (fontSize * SERIF_BOLD_EM_PER_CHAR))
    return { fontSize, lineHeight: TITLE_LINE_HEIGHT, maxLines, lines, clamped: lines > maxLines }
  }
  for (const size of TITLE_SIZES) {
    const fit = fitAt(size)
    if (!fit.clamped) return fit
  }
  return fitAt(TITLE_SIZES[TITLE_SIZES.length - 1] ?? 50)
}
