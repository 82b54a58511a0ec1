/**
 * What the platform tells members (issue 40, docs/decisions/0102-mail-outbox.md): the e-mail categories a member can
 * switch off on /profile, the essential mail that is always sent, and the states of an outbox message.
 */

/** The categories a member may switch off, in the order /profile lists them. */
export const OPTIONAL_MAIL_CATEGORIES = ['activity', 'bookings', 'applications', 'alerts', 'news'] as const
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number]

/** `essential`: security and account mail (welcome with the verification link, password reset) — never switched off. */
export const MAIL_CATEGORIES = ['essential', ...OPTIONAL_MAIL_CATEGORIES] as const
export type MailCategory = (typeof MAIL_CATEGORIES)[number]

export function isOptionalMailCategory(value: unknown): value is OptionalMailCategory {
  return typeof value === 'string' && (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(value)
}

/**
 * queued → sending (claimed under a lease) → sent; or back to queued with a later `next_attempt_at` after an SMTP
 * error; failed when the message could not be sent within the bounded time, or the server refused it for good.
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const
export type OutboxState = (typeof OUTBOX_STATES)[number]

/** What a notification is about: one in-app row kind and one e-mail template per kind. */
export const NOTIFICATION_KINDS = [
  'welcome',
  'rsvp-confirmed',
  'rsvp-waitlisted',
  'rsvp-promoted',
  'booking-confirmed',
  'booking-cancelled',
  'program-accepted',
  'program-rejected',
  'password-reset',
  'email-verify',
  'email-changed',
  // Jobs, claims, payments and resources (docs/decisions/0105).
  'job-application',
  'application-status',
  'claim-received',
  'claim-approved',
  'claim-rejected',
  'payment-failed',
  'subscription-ended',
  'resource-contact',
  // The team (docs/decisions/0108).
  'team-invitation',
  // After posting (docs/decisions/0110): an event changed or cancelled, a reply to a review.
  'event-changed',
  'event-cancelled',
  'review-reply',
  // Anonymous reviews (docs/decisions/0119): the link that proves a work address on a startup's domain.
  'review-verification',
  // The investor and mentor directories (docs/decisions/0117): an admin verified the member's application.
  'directory-verified',
  // The contact form (docs/decisions/0124): a visitor's message, to the operator's address (no member, no in-app row).
  'contact-message',
  // Follows and saved searches (docs/decisions/0129): one digest of what is new, daily or weekly.
  'alert-digest',
  // Plans (docs/decisions/0135): a plan's renewal failed; the plan is kept for its grace days.
  'plan-payment-failed',
  // Enterprise's contact-sales form (docs/decisions/0142): to every admin, a request to follow up.
  'sales-inquiry',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Which directory a verified record is listed in (the `directory-verified` notification). */
export type DirectoryKind = 'investor' | 'mentor'

/** The most notifications one request lists. */
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50
