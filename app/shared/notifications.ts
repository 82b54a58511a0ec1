import type { NotificationKind } from '~/domain/notifications'

/**
 * Where each kind of in-app notification leads (the notifications page and GET /api/notifications). A record over
 * every kind: a new kind does not compile until it says where it goes.
 */
const HREFS: { [K in NotificationKind]: (data: Record<string, unknown>) => string } = {
  welcome: () => '/profile',
  'rsvp-confirmed': (data) => `/events/${Number(data.eventId)}`,
  'rsvp-waitlisted': (data) => `/events/${Number(data.eventId)}`,
  'rsvp-promoted': (data) => `/events/${Number(data.eventId)}`,
  // My Bookings is on the workspace page.
  'booking-confirmed': () => '/workspace',
  'booking-cancelled': () => '/workspace',
  'program-accepted': (data) => `/programs/${Number(data.cohortId)}`,
  'program-rejected': (data) => `/programs/${Number(data.cohortId)}`,
  'password-reset': () => '/profile',
  'email-verify': () => '/profile',
  'email-changed': () => '/profile',
  // Jobs, claims, payments and resources (docs/decisions/0105).
  'job-application': (data) => `/jobs/${Number(data.jobId)}`,
  'application-status': () => '/dashboard',
  'claim-received': (data) => `/claim-profile/${Number(data.startupId)}`,
  'claim-approved': (data) => `/startup/${Number(data.startupId)}`,
  'claim-rejected': (data) => `/claim-profile/${Number(data.startupId)}`,
  'payment-failed': (data) => `/startup/${Number(data.startupId)}`,
  'subscription-ended': (data) => `/claim-profile/${Number(data.startupId)}`,
  'resource-contact': (data) => `/resources/${Number(data.resourceId)}`,
  // The accept link is in the e-mail only (the in-app row keeps no token): the profile of the startup.
  'team-invitation': (data) => `/startup/${Number(data.startupId)}`,
  // After posting (docs/decisions/0110).
  'event-changed': (data) => `/events/${Number(data.eventId)}`,
  'event-cancelled': (data) => `/events/${Number(data.eventId)}`,
  'review-reply': (data) => `/startup/${Number(data.startupId)}?tab=reviews`,
  // The confirm link is in the e-mail only: the write page, which says whether the address is confirmed yet.
  'review-verification': (data) => `/startup/${Number(data.startupId)}/review`,
  // The record's own page, now public (docs/decisions/0117).
  'directory-verified': (data) => `/${data.directory === 'mentor' ? 'mentors' : 'investors'}/${Number(data.recordId)}`,
  // A contact message goes to the operator's address only, never into a member's list (docs/decisions/0124).
  'contact-message': () => '/contact',
  'alert-digest': (data) => `/alerts#digest-${Number(data.digestId)}`,
  'plan-payment-failed': () => '/profile/plan',
  'sales-inquiry': (data) => `/admin/sales-inquiries#inquiry-${Number(data.inquiryId)}`,
}

export function notificationHref(kind: NotificationKind, data: Record<string, unknown>): string {
  return HREFS[kind](data)
}
