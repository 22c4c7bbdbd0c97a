import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { Home } from "../features/home/home"
import { geoMeta, organizationJsonLd, websiteJsonLd } from "../features/home/structured-data"
import { useSiteFacts } from "../hooks/use-site-facts"
import type { HomeContent } from "../types/home"

interface Data {
  homeYaml: HomeContent
}

/** The home page: words from content/home.yaml, company facts and metadata from content/site.yaml. */
export default function HomePage({ data }: PageProps<Data>) {
  const facts = useSiteFacts()
  const content = data.homeYaml
  return (
    <>
      <Seo title={content.seo.title} description={content.seo.description} path="/" jsonLd={[organizationJsonLd(facts), websiteJsonLd(facts)]}>
        <meta name="keywords" content={facts.keywords.join(", ")} />
        {geoMeta(facts).map((tag) => (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ))}
      </Seo>
      <Home content={content} tagline={facts.tagline} email={facts.email} />
    </>
  )
}

export const query = graphql`
  query HomePage {
    homeYaml {
      seo { title description }
      hero { eyebrow lead secondary { label to } points }
      offshore { eyebrow title intro reasonsTitle reasons { title text icon } cards { title text icon } }
      eor { eyebrow title intro features { title text icon } stepsTitle steps { title text icon } link { label to } }
      outsourcing { eyebrow title intro columns { title icon text points } link { label to } }
      howItWorks { eyebrow title intro steps { title text icon } link { label to } }
      countries { eyebrow title intro linkHint items { code name tag text to } }
      calculator { eyebrow title intro points link { label to } countriesLabel countries { code name } }
      cta { title text button emailLabel }
    }
  }
`
