import * as React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { CoverPicture, pixelSize } from "../cover-picture"

/** gatsbyImageData as gatsby-plugin-image gives it for FULL_WIDTH (its shape only: width 1), formats [AUTO, WEBP] and a dominant colour. */
const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.525,
  backgroundColor: "#284858",
  images: {
    fallback: { src: "/static/abc/1200/cover.png", srcSet: "/static/abc/360/cover.png 360w,\n/static/abc/1200/cover.png 1200w", sizes: "(min-width: 48rem) 44rem, 100vw" },
    sources: [{ type: "image/webp", srcSet: "/static/abc/360/cover.webp 360w,\n/static/abc/1200/cover.webp 1200w", sizes: "(min-width: 48rem) 44rem, 100vw" }],
  },
}

describe("CoverPicture", () => {
  it("offers each format gatsby-plugin-image made, with the sizes of the prose column", () => {
    const { container } = render(<CoverPicture image={image} alt="" />)
    const source = container.querySelector("picture > source")
    expect(source?.getAttribute("type")).toBe("image/webp")
    expect(source?.getAttribute("srcset")).toBe(image.images.sources?.[0]?.srcSet)
    expect(source?.getAttribute("sizes")).toBe("(min-width: 48rem) 44rem, 100vw")
    const img = container.querySelector("picture > img")
    expect(img?.getAttribute("src")).toBe("/static/abc/1200/cover.png")
    expect(img?.getAttribute("srcset")).toBe(image.images.fallback?.srcSet)
  })

  it("reserves the image's box, loads it lazily (a phone paints the title first), and is decorative unless given words", () => {
    const { container, rerender } = render(<CoverPicture image={image} alt="" />)
    const img = container.querySelector("img")!
    // Whole pixels, as HTML requires: the widest file made (1200w) in the image's shape.
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "630"])
    // Fetched at once, it was the one request beside the fonts before the first paint (issue 33).
    expect(img.getAttribute("loading")).toBe("lazy")
    expect(img.getAttribute("alt")).toBe("")
    rerender(<CoverPicture image={image} alt="A map of Indonesia" />)
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("A map of Indonesia")
  })

  it("fills the box with the image's dominant colour until it arrives", () => {
    const { container } = render(<CoverPicture image={image} alt="" />)
    expect(getComputedStyle(container.querySelector("img")!).backgroundColor).toBe("rgb(40, 72, 88)")
  })

  it("takes a fixed or constrained image's size as the plugin gives it, in pixels", () => {
    expect(pixelSize({ ...image, layout: "constrained", width: 800, height: 450 })).toEqual({ width: 800, height: 450 })
    expect(pixelSize({ ...image, images: {} })).toEqual({ width: 1000, height: 525 })
  })

  it("renders an image without extra formats as a plain img in its picture", () => {
    const { container } = render(<CoverPicture image={{ ...image, images: { fallback: image.images.fallback } }} alt="" />)
    expect(container.querySelectorAll("source")).toHaveLength(0)
    expect(container.querySelector("picture > img")).not.toBeNull()
  })
})
