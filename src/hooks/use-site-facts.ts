import { graphql, useStaticQuery } from "gatsby"
import type { SiteFacts } from "../types/content"

interface Data {
  siteYaml: Omit<SiteFacts, "countries">
  countriesYaml: { countries: SiteFacts["countries"] }
  site: { siteMetadata: { siteUrl: string } }
}

/** Company facts from content/site.yaml, with the countries of content/data/countries.yaml; siteUrl is the build's (SITE_URL wins over the file). */
export function useSiteFacts(): SiteFacts {
  const data = useStaticQuery<Data>(graphql`
    query SiteFacts {
      site { siteMetadata { siteUrl } }
      countriesYaml { countries { code name inText currency symbols employ served placeKind } }
      siteYaml {
        name legalName uen tagline description siteUrl email careersEmail phone hours responseTime shortlistTime callTime
        employingEntities { country countryName relationship name registrationLabel registrationNumber licences { name number issuedBy validUntil } }
        fees { currency items { service country monthlyFrom deposit setup offboarding includes } }
        bookingUrl
        team { slug name role photo profileUrl photoFile { childImageSharp { gatsbyImageData(width: 96, height: 96, layout: CONSTRAINED, formats: [AUTO, WEBP]) } } }
        dataProtection { officer storage access subProcessors { name purpose location } }
        certifications { name issuer scope validUntil url }
        complaints { email acknowledgeWithin resolveWithin }
        founded headcount
        clients { slug name url permission logo logoFile { publicURL } }
        testimonials { slug name role company quote permission }
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
          listings
          hubs { readAbout open blogTitle blogText blogAction }
          blog { allArticles featured categories latest categoryDescription articleMeta articlesPage categoryPage pagesNav }
          article { byline updated minRead tableOfContents share shareLinkedIn shareX shareEmail neighbours newer older related takeaways }
          pages { about contents faqs ctaText ctaButton breadcrumb calculatorLink showAll }
          figures { title note latestChange reviewed sourcesLink sourcesBelow checked overdue readOfficial readSecondary readSecondaryMany }
          job { eyebrow closed apply applySubject howToApply location type team applyBy fullTime partTime contractor }
          proof { title founded headcount clients quotes stories }
          role { eyebrow positions others hireTitle costTitle costText costLink costVietnam timeTitle timeText startTitle startText }
          sector { eyebrow others }
          service { eyebrow countryEyebrow others start }
          talk { bookDemo bookCall request newTab callTitle callText bookInstead messageTitle messageText toCall toCallLink toMessage toMessageLink }
          employer { title text registration licence validUntil country employer details notPublished partner company companyWithUen }
          team { title profile editorial }
          fees { country monthly setup offboarding deposit includes quoted none amount perMonth termsQuoted termsFrom termsFromAny pricingLink termsSetupQuoted termsSetup termsSetupAny }
          trust {
            storage access officer officerText subProcessors subName subPurpose subLocation askUs askLink certificationsNone certificationsPending
            certName certIssuer certScope certValid complaintsSend complaintsTimes complaintsPending complaintsLink
          }
        }
      }
    }
  `)
  return { ...data.siteYaml, siteUrl: data.site.siteMetadata.siteUrl, countries: data.countriesYaml.countries }
}
