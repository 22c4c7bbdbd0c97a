/**
 * Files the server serves itself. A link to one must be a plain link (a full browser navigation), never a
 * client-side route change, or the app would show its not-found page instead of the file.
 */
export const SERVER_FILES = ["/sitemap.xml", "/blog-sitemap.xml", "/sitemap-index.xml", "/robots.txt", "/favicon.ico", "/rss.xml"] as const

export const isServerFile = (to: string): boolean => (SERVER_FILES as readonly string[]).includes(to.replace(/[?#].*$/, ""))
