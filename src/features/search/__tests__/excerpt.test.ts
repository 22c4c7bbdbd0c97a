import { decodeEntities, excerptParts } from "../excerpt"

describe("excerptParts", () => {
  it("splits pagefind's excerpt into plain and marked text", () => {
    expect(excerptParts("Hire staff in <mark>Indonesia</mark> without a PT. <mark>Indonesia</mark>n rules")).toEqual([
      { text: "Hire staff in ", mark: false },
      { text: "Indonesia", mark: true },
      { text: " without a PT. ", mark: false },
      { text: "Indonesia", mark: true },
      { text: "n rules", mark: false },
    ])
  })

  it("decodes the escaped page text, so it is shown as written and never parsed as HTML", () => {
    expect(excerptParts("PKWT &amp; PKWTT &lt;b&gt;contracts&lt;/b&gt; &quot;as of&quot; 2026 &#8211; <mark>BPJS</mark>")).toEqual([
      { text: 'PKWT & PKWTT <b>contracts</b> "as of" 2026 – ', mark: false },
      { text: "BPJS", mark: true },
    ])
  })

  it("drops every tag other than <mark>", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)">Pay <script>steal()</script><MARK class="x">day</MARK><a href="javascript:x">link</a>')
    expect(parts).toEqual([
      { text: "Pay steal()", mark: false },
      { text: "day", mark: true },
      { text: "link", mark: false },
    ])
  })

  it("ends a highlight at the word, before the punctuation pagefind marks with it", () => {
    expect(excerptParts("an <mark>EOR:</mark> the <mark>Philippines,</mark> and <mark>...</mark>")).toEqual([
      { text: "an ", mark: false },
      { text: "EOR", mark: true },
      { text: ": the ", mark: false },
      { text: "Philippines", mark: true },
      { text: ", and ...", mark: false },
    ])
  })

  it("survives unbalanced marks and empty input", () => {
    expect(excerptParts("</mark>a<mark>b")).toEqual([
      { text: "a", mark: false },
      { text: "b", mark: true },
    ])
    expect(excerptParts("")).toEqual([])
  })
})

describe("decodeEntities", () => {
  it("leaves unknown and out-of-range entities as written", () => {
    expect(decodeEntities("&copy; &#0; &#x110000; &amp;amp;")).toBe("&copy; &#0; &#x110000; &amp;")
    expect(decodeEntities("&#x27;quoted&#39;")).toBe("'quoted'")
  })
})
