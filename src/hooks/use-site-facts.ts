import { graphql, useStaticQuery } from "gatsby"
import type { SiteFacts } from "../types/content"

interface Data {
  siteYaml: SiteFacts
  site: { siteMetadata: { siteUrl: string } }
}

/** Company facts from content/site.yaml; siteUrl is the build's (SITE_URL wins over the file). */
export function useSiteFacts(): SiteFacts {
  const data = useStaticQuery<Data>(graphql`
    query SiteFacts {
      site { siteMetadata { siteUrl } }
      siteYaml {
        name legalName tagline description siteUrl email careersEmail phone hours responseTime shortlistTime
        employingEntities { country countryName name }
        unconfirmed
        address { street locality postalCode country countryCode }
        geo { latitude longitude }
        areaServed keywords
        social { name url }
        navigation { label to id items { label to shortcut } }
        footer { title menu items { label to } extra { label to } }
        labels {
          crumbs { home page }
          header { cta }
          rail { title countryTitle pageText serviceText button calculatorLink countryCalculatorLink }
          listings { services roles sectors industriesRoles industriesSectors resources careers careersEmpty }
          hubs { readAbout open blogTitle blogText blogAction }
          blog { allArticles featured categories latest categoryDescription articleMeta articlesPage categoryPage pagesNav }
          article { byline updated minRead tableOfContents share shareLinkedIn shareX shareEmail neighbours newer older related takeaways }
          pages { about contents faqs ctaText ctaButton breadcrumb calculatorLink }
          figures { title note latestChange reviewed sourcesLink sourcesBelow checked overdue }
          job { eyebrow closed apply applySubject howToApply location type team applyBy fullTime partTime contractor }
          role { eyebrow positions others }
          sector { eyebrow others }
          service { eyebrow countryEyebrow others start }
          calculator { noscript }
        }
      }
    }
  `)
  return { ...data.siteYaml, siteUrl: data.site.siteMetadata.siteUrl }
}
