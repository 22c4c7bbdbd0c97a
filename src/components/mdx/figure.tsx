import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { findFigure, formatFigure, longDate, type FigureData, type FigureValue } from "../../data/statutory"

interface Data {
  statutoryRatesYaml: FigureData
}

/**
 * Every numeric figure of content/data/statutory-rates.yaml with the date it applies from, for pages and templates
 * that quote one. Only the fields a figure needs are queried; sources, notes and places' words stay with the calculator.
 */
export function useStatutoryFigures(): FigureData {
  const data = useStaticQuery<Data>(graphql`
    query StatutoryFigures {
      statutoryRatesYaml {
        countries {
          code currency
          minimumWage { places { id default monthly appliesFrom } }
          lines { id employerRate employeeRate cap floor appliesUpTo minAmount maxAmount appliesFrom }
        }
      }
    }
  `)
  return data.statutoryRatesYaml
}

/** One figure by id (`ID.jp.cap`); an unknown id fails the build, naming it. */
export function useFigure(id: string): FigureValue {
  const figure = findFigure(useStatutoryFigures(), id)
  if (!figure) throw new Error(`<Figure id="${id}" />: no such figure in content/data/statutory-rates.yaml (ids are COUNTRY.line.field, e.g. ID.jp.cap, or COUNTRY.minimumWage.monthly or COUNTRY.minimumWage.<place id>; see content/README.md)`)
  return figure
}

/**
 * `<Figure id="ID.jp.cap" />` in MDX: the figure as the data holds it today ("IDR 11,086,300"), so one edit
 * of the data file changes every page. `date` adds when it applies from: "IDR 11,086,300 (from 1 March 2026)".
 */
export function Figure({ id, date = false }: { id: string; date?: boolean }) {
  const f = useFigure(id)
  return (
    <span data-figure={id}>
      {formatFigure(f)}
      {date && (
        <>
          {" "}
          (from <time dateTime={f.appliesFrom}>{longDate(f.appliesFrom)}</time>)
        </>
      )}
    </span>
  )
}
