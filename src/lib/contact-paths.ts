/**
 * The contact pages' forms, for links and buttons that lead to them. A module of its own, with nothing else in it:
 * the layout's contact buttons (src/components/contact-button.tsx) need the first on every page.
 */

/** Where the spec's hero button "Book a demo" leads when the company has no booking page (spec, home hero), and a contact button before its code arrives. */
export const DEMO_FORM_PATH = "/contact#contact-form"

/** Where a visitor asks for a call when the company has no booking page: the call-request form. */
export const CALL_FORM_PATH = "/contact/get-in-touch"
