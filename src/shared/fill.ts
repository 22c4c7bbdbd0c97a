/**
 * Filling a label's placeholders (src/shared/labels.ts names the labels and their placeholders). A module of its own,
 * so a page that fills a label does not also load the labels' table and checks, which only the build needs.
 */
/** Starts a sentence with its first letter in capitals: "our employing entity …" → "Our employing entity …". */
export const capitalise = (text: string): string => text[0]!.toUpperCase() + text.slice(1)

/** Puts values into a label's placeholders: fill("Page {n}", { n: 2 }) → "Page 2". */
export function fill(words: string, values: Readonly<Record<string, string | number>>): string {
  return fillParts(words, values).join("")
}

/**
 * Like `fill`, for values that are not text (a link, a <time>): the words cut at each placeholder, with the
 * values between. fillParts("Write to {email}.", { email: link }) → ["Write to ", link, "."].
 */
export function fillParts<T>(words: string, values: Readonly<Record<string, T>>): Array<string | T> {
  return words
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return name !== undefined && name in values ? values[name]! : part
    })
}
