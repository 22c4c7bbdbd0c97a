import { useSiteFacts } from "../../hooks/use-site-facts"
import { employingCountries } from "../../data/countries"
import { employingEntityText, isConfirmed, publishedEntity, type EmployingEntityFact } from "../../shared/company-facts"
import { capitalise, fill } from "../../shared/fill"
import { DataTable } from "../data-table"
import { EntityDetails } from "../employer"

/*
 * Writers' components about the company, in a module of their own so that only a body that uses them loads them
 * (gatsby/loaders/mdx-body-loader.cjs); apart from ./employer.tsx's EmployerBox, which a country's page shows above
 * its text: that page's first-load JavaScript does not carry these, nor the table they draw.
 */

/**
 * `<EmployingEntities />`: every country's employer in a table (About, /trust, the terms): the entity, and once
 * confirmed its registration and licences. India's arrangement is a row like the others.
 */
export function EmployingEntities() {
  const facts = useSiteFacts()
  const words = facts.labels.employer
  const rows = employingCountries(facts.countries)
    .map((c) => facts.employingEntities.find((e) => e.country === c.code))
    .filter((e): e is EmployingEntityFact => e !== undefined)
  return (
    <DataTable
      data-employing-entities=""
      columns={[words.country, words.employer, words.details]}
      rows={rows.map((e) => {
        const published = publishedEntity(facts, e.country)
        return {
          key: e.country,
          cells: [
            capitalise(e.countryName.replace(/^the /, "")),
            // Once confirmed the column shows the registered name, and says when it is a partner, not our own company.
            published ? (
              <>
                {published.name}
                {published.relationship === "partner" && <span css={(t) => ({ display: "block", color: t.colors.muted, fontSize: t.fontSizes.xs })}>{words.partner}</span>}
              </>
            ) : (
              capitalise(employingEntityText(facts, e.country))
            ),
            published ? <EntityDetails entity={published} words={words} /> : words.notPublished,
          ],
        }
      })}
    />
  )
}

/**
 * `<CompanyName />`: the Singapore company that contracts with clients, from the facts: "Solvix Pte. Ltd., a company
 * registered in Singapore", with its UEN once confirmed. `short`: the legal name alone.
 */
export function CompanyName({ short = false }: { short?: boolean }) {
  const facts = useSiteFacts()
  if (short) return <>{facts.legalName}</>
  const words = facts.labels.employer
  return <>{facts.uen && isConfirmed(facts, "uen") ? fill(words.companyWithUen, { name: facts.legalName, uen: facts.uen }) : fill(words.company, { name: facts.legalName })}</>
}
