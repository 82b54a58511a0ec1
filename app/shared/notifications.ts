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
}

export function notificationHref(kind: NotificationKind, data: Record<string, unknown>): string {
  return HREFS[kind](data)
}
