import { graphql, useStaticQuery } from "gatsby"
import { EorDiagram } from "../illustrations/eor-diagram"
import { NumberedSteps } from "../numbered-steps"

interface Data {
  homeYaml: { eor: { stepsTitle: string; steps: Array<{ title: string; text: string }> } }
}

/**
 * <EorSteps />: the four steps of employer of record beside the who-does-what diagram, as the home page
 * shows them. The words are the home page's (content/home.yaml, eor.steps), so the two never disagree.
 * It breaks a long page with a picture of the model; its steps are h3s, so place it inside an h2 section.
 */
export function EorSteps() {
  const { homeYaml } = useStaticQuery<Data>(graphql`
    query EorSteps {
      homeYaml { eor { stepsTitle steps { title text } } }
    }
  `)
  const { stepsTitle, steps } = homeYaml.eor
  return (
    // The same words on many pages (the home page's): the site search skips them, so a page ranks for its own text.
    <figure
      data-pagefind-ignore=""
      data-testid="eor-steps"
      css={(t) => ({
        margin: `${t.space.xl} 0`,
        padding: t.space.lg,
        borderRadius: t.radii.lg,
        background: t.colors.surface,
        border: `1px solid ${t.colors.border}`,
        display: "grid",
        columnGap: t.space.xl,
        rowGap: t.space.lg,
        alignItems: "center",
        [t.media.desktop]: { gridTemplateColumns: "minmax(0, 1.25fr) minmax(0, 1fr)" },
        // The prose's own spacing for h3 and li would pull the steps apart.
        "& h3": { marginTop: t.space.xs },
        "& li": { marginBottom: 0 },
      })}
    >
      <figcaption css={(t) => ({ gridColumn: "1 / -1", fontFamily: t.fonts.heading, fontSize: t.fontSizes.xl, fontWeight: 650, color: t.colors.navy })}>{stepsTitle}</figcaption>
      <NumberedSteps steps={steps} label={stepsTitle} titleAs="h3" />
      <EorDiagram />
    </figure>
  )
}
