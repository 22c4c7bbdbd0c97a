/** @jest-environment node */
import { checkOrigin, clientAddress, hasSiteKey, isJson, isLocalRequest, isProxyRange, leadPage, normalizeIp, proxyTrust, rateKey, requestScheme } from "../http/request"

describe("clientAddress", () => {
  it("takes a public peer as the client and ignores what it claims in X-Forwarded-For", () => {
    expect(clientAddress({ "x-forwarded-for": "1.1.1.1" }, "203.0.113.9")).toBe("203.0.113.9")
  })
  it("by default trusts no proxy, private peers included: X-Forwarded-For cannot rotate the rate-limit key", () => {
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" }, "127.0.0.1")).toBe("127.0.0.1")
    expect(clientAddress({ "x-forwarded-for": "198.51.100.7" }, "::ffff:10.0.0.2")).toBe("10.0.0.2")
    expect(clientAddress({ "x-forwarded-for": "198.51.100.7" }, "10.0.0.2", { kind: "none" })).toBe("10.0.0.2")
  })
  it("with N trusted hops takes the entry the outermost of our proxies added", () => {
    const one = { kind: "hops", hops: 1 } as const
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" }, "127.0.0.1", one)).toBe("198.51.100.7")
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.5" }, "127.0.0.1", { kind: "hops", hops: 2 })).toBe("198.51.100.7")
    // A proxy that sets no header: the peer itself, not a shared bucket of everyone.
    expect(clientAddress({}, "10.0.0.2", one)).toBe("10.0.0.2")
  })
  it("with trusted ranges skips our proxies from the right and stops at the first address that is not one", () => {
    const trust = { kind: "cidrs", cidrs: ["10.0.0.0/8", "::1"] } as const
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.1.2.3" }, "::1", trust)).toBe("198.51.100.7")
    expect(clientAddress({ "x-forwarded-for": "198.51.100.7" }, "192.168.1.9", trust)).toBe("192.168.1.9")
    expect(clientAddress({ "x-forwarded-for": "2001:db8::1" }, "10.0.0.1", trust)).toBe("2001:db8::1")
  })
  it("parses ranges and single addresses, v4 and v6, and refuses anything else", () => {
    const trusts = (range: string, ip: string): boolean => proxyTrust({ kind: "cidrs", cidrs: [range] })(ip, 0)
    expect(trusts("172.16.0.0/12", "172.31.255.255")).toBe(true)
    expect(trusts("172.16.0.0/12", "172.32.0.0")).toBe(false)
    expect(trusts("::1", "::1")).toBe(true)
    expect(trusts("fd00::/8", "fd12:3456::1")).toBe(true)
    expect(trusts("fd00::/8", "fe80::1")).toBe(false)
    expect(trusts("0.0.0.0/0", "203.0.113.9")).toBe(true)
    expect(trusts("0.0.0.0/0", "2001:db8::1")).toBe(false)
    expect(trusts("::/0", "2001:db8::1")).toBe(true)
    for (const good of ["172.16.0.0/12", "::1", "fd00::/8", "127.0.0.1"]) expect(isProxyRange(good)).toBe(true)
    for (const bad of ["10.0.0.0/33", "10.0.0/8", "example.com", "::1/129", "1.2.3.4/8/8", "", "loopback", "10.0.0.0/255.0.0.0"]) expect(isProxyRange(bad)).toBe(false)
  })
  it("with one trusted proxy never takes an entry left of the one that proxy added", () => {
    const one = { kind: "hops", hops: 1 } as const
    // The proxy added its own X-Forwarded-For line after the client's: the lines are one list, in order.
    expect(clientAddress({ "x-forwarded-for": ["6.6.6.6", "198.51.100.7"] }, "127.0.0.1", one)).toBe("198.51.100.7")
    // The proxy did not know the client ("unknown"): its own address, not the client-written entry before it.
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, unknown" }, "127.0.0.1", one)).toBe("127.0.0.1")
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6, unknown" }, "10.1.2.3", { kind: "cidrs", cidrs: ["10.0.0.0/8"] })).toBe("10.1.2.3")
  })
  it("without a socket (Netlify) prefers Netlify's client header", () => {
    expect(clientAddress({ "x-nf-client-connection-ip": "198.51.100.8", "x-forwarded-for": "198.51.100.9" }, undefined)).toBe("198.51.100.8")
    expect(clientAddress({ "x-forwarded-for": "198.51.100.9" }, undefined)).toBe("198.51.100.9")
  })
  it("falls back to the peer, then to one shared bucket", () => {
    expect(clientAddress({}, "::ffff:127.0.0.1")).toBe("127.0.0.1")
    expect(clientAddress({ "x-forwarded-for": "garbage" }, undefined)).toBe("unknown")
  })
})

describe("normalizeIp and rateKey", () => {
  it("strips ports, brackets and the IPv4-mapped prefix", () => {
    expect(normalizeIp("[2001:db8::1]:443")).toBe("2001:db8::1")
    expect(normalizeIp("192.0.2.1:8080")).toBe("192.0.2.1")
    expect(normalizeIp("::FFFF:192.0.2.1")).toBe("192.0.2.1")
    expect(normalizeIp("not-an-ip")).toBeNull()
  })
  it("groups IPv6 clients by /64", () => {
    expect(rateKey("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64")
    expect(rateKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:0db8:0001:0002::/64")
    expect(rateKey("::1")).toBe("0000:0000:0000:0000::/64")
    expect(rateKey("192.0.2.1")).toBe("192.0.2.1")
  })
})

describe("isLocalRequest", () => {
  it("is true for a loopback peer with no outside hop", () => {
    expect(isLocalRequest({}, "127.0.0.1")).toBe(true)
    expect(isLocalRequest({}, "::1")).toBe(true)
    expect(isLocalRequest({ "x-forwarded-for": "127.0.0.1" }, "127.0.0.1")).toBe(true)
  })
  it("is false through a proxy, for other peers and without a socket", () => {
    expect(isLocalRequest({ "x-forwarded-for": "198.51.100.7" }, "127.0.0.1")).toBe(false)
    expect(isLocalRequest({ "x-forwarded-for": "127.0.0.1, 198.51.100.7" }, "127.0.0.1")).toBe(false)
    expect(isLocalRequest({ "x-forwarded-for": ["127.0.0.1", "198.51.100.7"] }, "127.0.0.1")).toBe(false)
    expect(isLocalRequest({}, "10.0.0.5")).toBe(false)
    expect(isLocalRequest({}, undefined)).toBe(false)
  })
})

describe("checkOrigin", () => {
  const allowed = ["https://www.solvix.sg"]
  it("accepts a configured origin or the request's own host", () => {
    expect(checkOrigin({ origin: "https://www.solvix.sg" }, allowed)).toBe("match")
    expect(checkOrigin({ origin: "http://127.0.0.1:9000", host: "127.0.0.1:9000" }, [])).toBe("match")
    expect(checkOrigin({ origin: "https://preview.solvix.sg", host: "preview.solvix.sg" }, [])).toBe("match")
    expect(checkOrigin({ origin: "https://preview.solvix.sg", host: "preview.solvix.sg:443" }, [])).toBe("match")
  })
  it("falls back to Referer", () => {
    expect(checkOrigin({ referer: "https://www.solvix.sg/contact?x=1" }, allowed)).toBe("match")
    expect(checkOrigin({ origin: "null", referer: "https://www.solvix.sg/contact" }, allowed)).toBe("match")
  })
  it("refuses other sites, other ports and junk", () => {
    expect(checkOrigin({ origin: "https://evil.example", host: "www.solvix.sg" }, allowed)).toBe("mismatch")
    expect(checkOrigin({ origin: "https://www.solvix.sg.evil.example", host: "www.solvix.sg" }, allowed)).toBe("mismatch")
    expect(checkOrigin({ origin: "http://127.0.0.1:9001", host: "127.0.0.1:9000" }, [])).toBe("mismatch")
    expect(checkOrigin({ origin: "null" }, allowed)).toBe("mismatch")
    expect(checkOrigin({ referer: "javascript:alert(1)" }, allowed)).toBe("mismatch")
    expect(checkOrigin({ origin: "not a url" }, allowed)).toBe("mismatch")
  })
  it("reports when neither header is there", () => {
    expect(checkOrigin({ host: "www.solvix.sg" }, allowed)).toBe("absent")
  })
  it("refuses an Origin of the other scheme where the host says which one the request came by", () => {
    const local = { origin: "https://127.0.0.1:9000", host: "127.0.0.1:9000" }
    expect(checkOrigin(local, [], "http")).toBe("mismatch")
    expect(checkOrigin({ ...local, origin: "http://127.0.0.1:9000" }, [], "http")).toBe("match")
    expect(checkOrigin({ origin: "http://preview.solvix.sg", host: "preview.solvix.sg" }, [], "https")).toBe("mismatch")
    expect(checkOrigin({ origin: "https://preview.solvix.sg", host: "preview.solvix.sg" }, [], "https")).toBe("match")
    // A configured origin is allowed as configured, whatever the scheme of the hop to this host.
    expect(checkOrigin({ origin: "https://www.solvix.sg", host: "127.0.0.1:9000" }, allowed, "http")).toBe("match")
  })
  it("takes the scheme from X-Forwarded-Proto only from a trusted proxy, else from the socket", () => {
    const headers = { "x-forwarded-proto": "https" }
    expect(requestScheme(headers, "127.0.0.1", false, { kind: "none" })).toBe("http")
    expect(requestScheme(headers, "127.0.0.1", false, { kind: "hops", hops: 1 })).toBe("https")
    expect(requestScheme(headers, "10.1.2.3", false, { kind: "cidrs", cidrs: ["10.0.0.0/8"] })).toBe("https")
    expect(requestScheme(headers, "203.0.113.9", false, { kind: "cidrs", cidrs: ["10.0.0.0/8"] })).toBe("http")
    expect(requestScheme({}, "127.0.0.1", true, { kind: "hops", hops: 1 })).toBe("https")
    expect(requestScheme({}, undefined, undefined, { kind: "none" })).toBeUndefined()
  })
})

describe("hasSiteKey, leadPage, isJson", () => {
  it("compares the bearer token with the key", () => {
    expect(hasSiteKey({ authorization: "Bearer pk_123" }, "pk_123")).toBe(true)
    expect(hasSiteKey({ authorization: "bearer pk_123" }, "pk_123")).toBe(true)
    expect(hasSiteKey({ authorization: "Bearer pk_124" }, "pk_123")).toBe(false)
    expect(hasSiteKey({ authorization: "Basic pk_123" }, "pk_123")).toBe(false)
    expect(hasSiteKey({}, "pk_123")).toBe(false)
  })
  it("keeps a plain site path as the page, and nothing else", () => {
    expect(leadPage({ "x-lead-page": "/contact/get-in-touch" })).toBe("/contact/get-in-touch")
    expect(leadPage({ "x-lead-page": "https://evil.example/" })).toBe("")
    expect(leadPage({ "x-lead-page": "//evil.example" })).toBe("")
    expect(leadPage({ "x-lead-page": "/a\u2028b" })).toBe("")
    expect(leadPage({ "x-lead-page": `/${"a".repeat(300)}` })).toBe("")
    expect(leadPage({})).toBe("")
  })
  it("accepts application/json with parameters only", () => {
    expect(isJson({ "content-type": "application/json; charset=utf-8" })).toBe(true)
    expect(isJson({ "content-type": "text/plain" })).toBe(false)
    expect(isJson({ "content-type": "application/x-www-form-urlencoded" })).toBe(false)
    expect(isJson({})).toBe(false)
  })
})
