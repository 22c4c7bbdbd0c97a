/** docs/behaviour.md "Footer": "© 2025 Solvix" while the build year is 2025, "© 2025–<build year> Solvix" after. */
export const FIRST_YEAR = 2025

export function copyrightLine(company: string, buildYear: number): string {
  return buildYear <= FIRST_YEAR ? `© ${FIRST_YEAR} ${company}` : `© ${FIRST_YEAR}–${buildYear} ${company}`
}
