/**
 * Enterprise's contact-sales form (issue 44 item 4, docs/decisions/0142-enterprise-contact-sales.md): Enterprise is
 * sold by a person, not by Checkout. A request is stored, every admin is told (in-app and e-mail), and admins move it
 * from new to contacted to closed.
 */

/** The states of a request in the admins' hands, in order. */
export const SALES_INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const
export type SalesInquiryStatus = (typeof SALES_INQUIRY_STATUSES)[number]

/** Field limits (characters). */
export const SALES_INQUIRY_LIMITS = { name: 255, email: 255, company: 255, phone: 50, teamSize: 50, message: 5000 } as const

/** The team sizes the form offers (a choice, so the admins' list can be read at a glance). */
export const SALES_TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export type SalesTeamSize = (typeof SALES_TEAM_SIZES)[number]

/** The fewest characters a request's message takes (what the team wants to do with Enterprise). */
export const SALES_MESSAGE_MIN = 20

/** Requests one address may send a day (the per-address counter; the form's IP counter is the contact form's). */
export const SALES_INQUIRIES_PER_SENDER_PER_DAY = 3

/** What the member sees once the request is stored. */
export const SALES_INQUIRY_SENT = 'Thank you: our team will contact you within one business day'
export const SALES_INQUIRY_NOT_FOUND = 'Request not found'

export function isSalesInquiryStatus(value: unknown): value is SalesInquiryStatus {
  return typeof value === 'string' && (SALES_INQUIRY_STATUSES as readonly string[]).includes(value)
}
