import * as React from "react"

type ContainerProps = React.HTMLAttributes<HTMLDivElement> & { narrow?: boolean; as?: "div" | "section" | "header" | "footer" | "nav" }

/** Centres content at the site's width with the page gutters. */
export function Container({ narrow = false, as: Tag = "div", ...rest }: ContainerProps) {
  return (
    <Tag
      css={(t) => ({
        width: "100%",
        maxWidth: narrow ? t.proseWidth : t.maxWidth,
        marginInline: "auto",
        paddingInline: "clamp(1rem, 0.5rem + 2.5vw, 2rem)",
      })}
      {...rest}
    />
  )
}
