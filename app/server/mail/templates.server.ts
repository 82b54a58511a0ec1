/**
 * The e-mails the platform sends (issue 40, docs/decisions/0102-mail-outbox.md), per notification kind: the data it
 * is rendered from, its category (what a member may switch off), its subject and preview line in the recipient's
 * language (the `mail` catalogues, app/locales/<language>/mail.ts), its attachments, and what the in-app
 * notification keeps of its data. The bodies are React components in ./render.server.tsx, loaded only when a message
 * is rendered: react-email costs over a second of start-up, which no request should pay.
 */
import type { TFunction } from 'i18next'
import type { EventChange } from '~/domain/events'
import type { ContactTopic } from '~/domain/contact'
import type { ApplicationStatus } from '~/domain/jobs'
import type { DigestFrequency, DigestItem } from '~/domain/alerts'
import type { DirectoryKind, MailCategory, NotificationKind } from '~/domain/notifications'
import type { TeamAccessRole } from '~/domain/team'
import type { AccountLanguage } from '~/domain/users'
import {
  bookingEntry,
  calendarFile,
  eventEntry,
  type CalendarBookingItem,
  type CalendarEntry,
  type CalendarEventItem,
} from '~/server/calendar.server'
// Every language's catalogues are registered when this module loads (the worker renders outside any request).
import '~/server/i18n.server'
import { fixedT } from '~/shared/translator'

export type MailT = TFunction<'mail'>

/** An event as the RSVP e-mail keeps it in the outbox: JSON, so its dates are ISO strings; its time zone to show it in. */
export type QueuedEvent = Omit<CalendarEventItem, 'startDate' | 'endDate' | 'createdAt'> & {
  startDate: string
  endDate: string
  createdAt: string
  timeZone: string
}

/** A workspace booking as its e-mails keep it in the outbox: JSON, so its times are ISO strings. */
export type QueuedBooking = Omit<CalendarBookingItem, 'startTime' | 'endTime'> & {
  startTime: string
  endTime: string
  /** The price before the booker's plan discount and the discount (docs/decisions/0141); absent in older rows. */
  listAmount?: string
  discountPercent?: number
}

/** A program (cohort) as its application e-mails name it. */
export interface QueuedCohort {
  id: number
  name: string
}

/** What each kind's e-mail is rendered from; stored as the outbox row's `data` (JSON). */
export interface MailData {
  welcome: {
    name: string
    /** The verification link's path and query (`/verify-email?token=…`); none: the e-mail has no verify button. */
    verifyPath?: string
  }
  'rsvp-confirmed': {
    name: string
    event: QueuedEvent
  }
  /** The event was full: the member joined its waitlist, `position` in line (1 = next in). */
  'rsvp-waitlisted': {
    name: string
    event: QueuedEvent
    position: number | null
  }
  /** Someone gave a seat back and the member, first on the waitlist, took it (docs/decisions/0032). */
  'rsvp-promoted': {
    name: string
    event: QueuedEvent
  }
  'booking-confirmed': {
    name: string
    booking: QueuedBooking
  }
  /** `byAdmin`: an administrator cancelled it, not the member. */
  'booking-cancelled': {
    name: string
    booking: QueuedBooking
    byAdmin: boolean
  }
  /** An admin accepted the member's application to a program: they are a participant now. */
  'program-accepted': {
    name: string
    cohort: QueuedCohort
  }
  /** An admin rejected it. The admin's review notes are internal and are not sent. */
  'program-rejected': {
    name: string
    cohort: QueuedCohort
  }
  /** To the account's address: the reset link (docs/decisions/0103). */
  'password-reset': {
    name: string
    resetPath: string
  }
  /** To an address the member chose on /profile: the link that makes it the account's. */
  'email-verify': {
    name: string
    email: string
    verifyPath: string
  }
  /** To the address the account had: it was replaced by `email`. */
  'email-changed': {
    name: string
    email: string
  }
  // ── Jobs, claims, payments and resources (docs/decisions/0105) ──
  /** To each member of the startup's team: someone applied to one of its jobs. */
  'job-application': {
    name: string
    applicant: string
    jobId: number
    job: string
    startup: string
  }
  /** To the applicant: the team moved their application. */
  'application-status': {
    name: string
    jobId: number
    job: string
    startup: string
    status: Exclude<ApplicationStatus, 'new'>
  }
  /** To the claimer: the paid claim is in the admins' queue. */
  'claim-received': ClaimMail
  'claim-approved': ClaimMail
  /** With the admin's comment when there is one; the subscription is cancelled and refunded. */
  'claim-rejected': ClaimMail & { comment?: string }
  /** To the startup's claimed owner: Stripe could not take the subscription's payment (it retries). */
  'payment-failed': ClaimMail
  /** To the startup's claimed owner: the subscription stopped running, and with it the owner's control. */
  'subscription-ended': ClaimMail
  /** To the member who listed a resource: a signed-in member asked for its e-mail and phone. */
  'resource-contact': {
    name: string
    /** The requester's name; empty when their account has none (the texts then say "a member"). */
    requester: string
    requesterId: number
    resourceId: number
    resource: string
  }
  // ── After posting (docs/decisions/0110) ──
  /**
   * To each attendee and everyone waiting: the organizer changed the event's time, place or meeting link. `event`
   * is the event as it is now (the link only for attendees); `sequence` orders the calendar file's versions.
   */
  'event-changed': {
    name: string
    event: QueuedEvent
    changes: EventChange[]
    attending: boolean
    sequence: number
  }
  /** To each attendee and everyone waiting: the organizer cancelled the event. */
  'event-cancelled': {
    name: string
    event: QueuedEvent
    sequence: number
  }
  /** To the member who wrote the review: the startup's people answered it. */
  'review-reply': {
    name: string
    startupId: number
    startup: string
    reviewId: number
    reply: string
  }
  'team-invitation': TeamInvitationMail
  /** To the member who applied: an admin verified their investor or mentor record, now listed (docs/decisions/0117). */
  'directory-verified': {
    name: string
    directory: DirectoryKind
    recordId: number
    record: string
  }
  /** What is new for the member's saved searches and follows since their last digest (docs/decisions/0129). */
  /** To the subscriber: the plan's renewal failed; its features stay for `graceDays`, then Starter (decision 0135). */
  'plan-payment-failed': {
    name: string
    /** The plan's name (000 §9's proper names: Professional, Enterprise). */
    plan: string
    graceDays: number
  }
  /** To every admin: an Enterprise contact-sales request to follow up (docs/decisions/0142). */
  'sales-inquiry': {
    /** The admin's first name. */
    name: string
    inquiryId: number
    company: string
    /** Who wrote. */
    contact: string
    teamSize: string
  }
  'alert-digest': {
    name: string
    digestId: number
    frequency: DigestFrequency
    /** The first DIGEST_MAIL_ITEMS of them, newest first. */
    items: DigestItem[]
    /** How many the digest carries in all. */
    total: number
  }
  /** To a work address on a startup's domain: confirm it to review the startup (docs/decisions/0119). */
  'review-verification': {
    name: string
    email: string
    startupId: number
    startup: string
    /** The one-time link's path, `/review-verification?token=…`. */
    confirmPath: string
  }
  /** To the operator's address (CONTACT_EMAIL): what a visitor wrote on /contact (docs/decisions/0124). */
  'contact-message': {
    name: string
    email: string
    topic: ContactTopic
    message: string
    /** The language the sender wrote from (the page's). */
    language: AccountLanguage
  }
}

/** To an invited address, with or without an account: join the startup's team with a role (decision 0108). */
export interface TeamInvitationMail {
  /** The invitee's name when the address has an account; otherwise the address. */
  name: string
  inviter: string
  startupId: number
  startup: string
  accessRole: TeamAccessRole
  /** The one-time accept link's path, `/team-invitations/{token}`. */
  acceptPath: string
}

/** A claim's or a subscription's e-mail: the startup it is about. */
export interface ClaimMail {
  name: string
  startupId: number
  startup: string
}

/** One message to queue: a kind and its data, checked together. */
export type MailMessage = { [K in NotificationKind]: { kind: K; data: MailData[K] } }[NotificationKind]

export interface MailAttachment {
  filename: string
  content: string
  contentType: string
}

interface TemplateMeta<K extends NotificationKind> {
  category: MailCategory
  subject: (t: MailT, data: MailData[K]) => string
  preview: (t: MailT, data: MailData[K]) => string
  attachments?: (data: MailData[K], origin: string) => MailAttachment[]
  /** What the in-app notification keeps (never a token). */
  inApp: (data: MailData[K]) => Record<string, unknown>
  /** The data with its secrets (a verification or reset token) blanked, for the admin panel's view of the e-mail. */
  redact?: (data: MailData[K]) => MailData[K]
  /** Where a reply goes, when not to the sender (a contact message: to the visitor who wrote it). */
  replyTo?: (data: MailData[K]) => string
}

/** A link's path with every query value hidden: `/verify-email?token=redacted`. */
function redactQuery(path: string): string {
  const url = new URL(path, 'http://redacted.invalid')
  for (const key of new Set(url.searchParams.keys())) url.searchParams.set(key, 'redacted')
  return `${url.pathname}${url.search}`
}

/** The event as the calendar module takes it. */
export function calendarItem(event: QueuedEvent): CalendarEventItem {
  return { ...event, startDate: new Date(event.startDate), endDate: new Date(event.endDate), createdAt: new Date(event.createdAt) }
}

const CALENDAR = 'text/calendar; charset=utf-8; method=PUBLISH'

/** The event's calendar file (TENTATIVE for a waitlist place: the member may not get a seat). */
function eventAttachment(event: QueuedEvent, origin: string, status?: CalendarEntry['status']): MailAttachment {
  const entry = eventEntry(calendarItem(event), origin)
  return {
    filename: 'event.ics',
    content: calendarFile({ prodId: '//Startup Asia//Events//EN', events: [status ? { ...entry, status } : entry] }),
    contentType: CALENDAR,
  }
}

/** A changed or cancelled event's calendar file: a higher SEQUENCE, so a calendar that imported it takes this copy. */
function changedEventAttachment(
  event: QueuedEvent,
  origin: string,
  status: NonNullable<CalendarEntry['status']>,
  sequence: number,
): MailAttachment {
  return {
    filename: 'event.ics',
    content: calendarFile({
      prodId: '//Startup Asia//Events//EN',
      events: [{ ...eventEntry(calendarItem(event), origin), status, sequence }],
    }),
    contentType: CALENDAR,
  }
}

/** The booking's calendar file: a cancelled booking is STATUS:CANCELLED, so a calendar that imported it drops it. */
function bookingAttachment(booking: QueuedBooking, origin: string): MailAttachment {
  return {
    filename: 'booking.ics',
    content: calendarFile({ prodId: '//Startup Asia//Workspace//EN', events: [bookingEntry(booking, origin)] }),
    contentType: CALENDAR,
  }
}

const TEMPLATES: { [K in NotificationKind]: TemplateMeta<K> } = {
  welcome: {
    // It carries the verification link: a security e-mail, always sent.
    category: 'essential',
    subject: (t, data) => t('welcome.subject', { name: data.name }),
    preview: (t) => t('welcome.preview'),
    inApp: (data) => ({ name: data.name }),
    redact: (data) => (data.verifyPath ? { ...data, verifyPath: redactQuery(data.verifyPath) } : data),
  },
  'rsvp-confirmed': {
    category: 'bookings',
    subject: (t, data) => t('rsvp-confirmed.subject', { event: data.event.title }),
    preview: (t, data) => t('rsvp-confirmed.preview', { event: data.event.title }),
    inApp: (data) => ({ eventId: data.event.id, event: data.event.title }),
    attachments: (data, origin) => [eventAttachment(data.event, origin)],
  },
  'rsvp-waitlisted': {
    category: 'bookings',
    subject: (t, data) => t('rsvp-waitlisted.subject', { event: data.event.title }),
    preview: (t, data) => t('rsvp-waitlisted.preview', { event: data.event.title }),
    inApp: (data) => ({ eventId: data.event.id, event: data.event.title }),
    attachments: (data, origin) => [eventAttachment(data.event, origin, 'TENTATIVE')],
  },
  'rsvp-promoted': {
    category: 'bookings',
    subject: (t, data) => t('rsvp-promoted.subject', { event: data.event.title }),
    preview: (t, data) => t('rsvp-promoted.preview', { event: data.event.title }),
    inApp: (data) => ({ eventId: data.event.id, event: data.event.title }),
    attachments: (data, origin) => [eventAttachment(data.event, origin)],
  },
  'booking-confirmed': {
    category: 'bookings',
    subject: (t, data) => t('booking-confirmed.subject', { workspace: data.booking.workspaceName }),
    preview: (t, data) => t('booking-confirmed.preview', { workspace: data.booking.workspaceName }),
    inApp: (data) => ({ bookingId: data.booking.id, workspace: data.booking.workspaceName }),
    attachments: (data, origin) => [bookingAttachment(data.booking, origin)],
  },
  'booking-cancelled': {
    category: 'bookings',
    subject: (t, data) => t('booking-cancelled.subject', { workspace: data.booking.workspaceName }),
    preview: (t, data) =>
      t(data.byAdmin ? 'booking-cancelled.previewAdmin' : 'booking-cancelled.preview', { workspace: data.booking.workspaceName }),
    inApp: (data) => ({ bookingId: data.booking.id, workspace: data.booking.workspaceName }),
    attachments: (data, origin) => [bookingAttachment(data.booking, origin)],
  },
  'program-accepted': {
    category: 'applications',
    subject: (t, data) => t('program-accepted.subject', { program: data.cohort.name }),
    preview: (t, data) => t('program-accepted.preview', { program: data.cohort.name }),
    inApp: (data) => ({ cohortId: data.cohort.id, program: data.cohort.name }),
  },
  'program-rejected': {
    category: 'applications',
    subject: (t, data) => t('program-rejected.subject', { program: data.cohort.name }),
    preview: (t, data) => t('program-rejected.preview', { program: data.cohort.name }),
    inApp: (data) => ({ cohortId: data.cohort.id, program: data.cohort.name }),
  },
  // Account security (docs/decisions/0103): always sent; the in-app row keeps no token.
  'password-reset': {
    category: 'essential',
    subject: (t) => t('password-reset.subject'),
    preview: (t) => t('password-reset.preview'),
    inApp: () => ({}),
    redact: (data) => ({ ...data, resetPath: redactQuery(data.resetPath) }),
  },
  'email-verify': {
    category: 'essential',
    subject: (t) => t('email-verify.subject'),
    preview: (t, data) => t('email-verify.preview', { email: data.email }),
    inApp: (data) => ({ email: data.email }),
    redact: (data) => ({ ...data, verifyPath: redactQuery(data.verifyPath) }),
  },
  'email-changed': {
    category: 'essential',
    subject: (t) => t('email-changed.subject'),
    preview: (t, data) => t('email-changed.preview', { email: data.email }),
    inApp: (data) => ({ email: data.email }),
  },
  // ── Jobs, claims, payments and resources (docs/decisions/0105) ──
  'job-application': {
    // Activity on the member's startup (0102), like a contact request on their listing.
    category: 'activity',
    subject: (t, data) => t('job-application.subject', { job: data.job, applicant: data.applicant }),
    preview: (t, data) => t('job-application.preview', { job: data.job, startup: data.startup }),
    inApp: (data) => ({ jobId: data.jobId, job: data.job, applicant: data.applicant }),
  },
  'application-status': {
    category: 'applications',
    subject: (t, data) => t(STATUS_SUBJECT[data.status], { job: data.job, startup: data.startup }),
    preview: (t, data) => t('application-status.preview', { job: data.job, startup: data.startup }),
    inApp: (data) => ({ jobId: data.jobId, job: data.job, startup: data.startup, status: data.status }),
  },
  'claim-received': {
    category: 'applications',
    subject: (t, data) => t('claim-received.subject', { startup: data.startup }),
    preview: (t) => t('claim-received.preview'),
    inApp: claimInApp,
  },
  'claim-approved': {
    category: 'applications',
    subject: (t, data) => t('claim-approved.subject', { startup: data.startup }),
    preview: (t, data) => t('claim-approved.preview', { startup: data.startup }),
    inApp: claimInApp,
  },
  'claim-rejected': {
    category: 'applications',
    subject: (t, data) => t('claim-rejected.subject', { startup: data.startup }),
    preview: (t) => t('claim-rejected.preview'),
    inApp: claimInApp,
  },
  // Money the member pays: always sent.
  'payment-failed': {
    category: 'essential',
    subject: (t, data) => t('payment-failed.subject', { startup: data.startup }),
    preview: (t) => t('payment-failed.preview'),
    inApp: claimInApp,
  },
  'subscription-ended': {
    category: 'essential',
    subject: (t, data) => t('subscription-ended.subject', { startup: data.startup }),
    preview: (t, data) => t('subscription-ended.preview', { startup: data.startup }),
    inApp: claimInApp,
  },
  'resource-contact': {
    category: 'activity',
    subject: (t, data) => t('resource-contact.subject', { resource: data.resource }),
    preview: (t, data) => t('resource-contact.preview', { requester: requesterName(t, data), resource: data.resource }),
    // requesterId: a member's second reveal within a day is not told again (app/models/resources.server.ts).
    inApp: (data) => ({ resourceId: data.resourceId, resource: data.resource, requester: data.requester, requesterId: data.requesterId }),
  },
  // It carries a one-time link and may go to an address without an account (no preferences to honour): essential.
  'team-invitation': {
    category: 'essential',
    subject: (t, data) => t('team-invitation.subject', { inviter: data.inviter, startup: data.startup }),
    preview: (t, data) => t(`team-invitation.preview.${data.accessRole}`, { startup: data.startup }),
    inApp: (data) => ({ startupId: data.startupId, startup: data.startup, inviter: data.inviter, accessRole: data.accessRole }),
    redact: (data) => ({ ...data, acceptPath: '/team-invitations/redacted' }),
  },
  // ── After posting (docs/decisions/0110): the same category as the RSVP it concerns; a reply is activity. ──
  'event-changed': {
    category: 'bookings',
    subject: (t, data) => t('event-changed.subject', { event: data.event.title }),
    preview: (t, data) => t('event-changed.preview', { event: data.event.title }),
    inApp: (data) => ({ eventId: data.event.id, event: data.event.title, changes: data.changes }),
    attachments: (data, origin) => [changedEventAttachment(data.event, origin, data.attending ? 'CONFIRMED' : 'TENTATIVE', data.sequence)],
  },
  'event-cancelled': {
    category: 'bookings',
    subject: (t, data) => t('event-cancelled.subject', { event: data.event.title }),
    preview: (t, data) => t('event-cancelled.preview', { event: data.event.title }),
    inApp: (data) => ({ eventId: data.event.id, event: data.event.title }),
    attachments: (data, origin) => [changedEventAttachment(data.event, origin, 'CANCELLED', data.sequence)],
  },
  'review-reply': {
    category: 'activity',
    subject: (t, data) => t('review-reply.subject', { startup: data.startup }),
    preview: (t, data) => t('review-reply.preview', { startup: data.startup }),
    inApp: (data) => ({ startupId: data.startupId, startup: data.startup, reviewId: data.reviewId }),
  },
  // The answer to the member's application, like a program's (0104): applications.
  'directory-verified': {
    category: 'applications',
    subject: (t, data) => t('directory-verified.subject', { record: data.record }),
    preview: (t, data) => t(`directory-verified.preview.${data.directory}`, { record: data.record }),
    inApp: (data) => ({ directory: data.directory, recordId: data.recordId, record: data.record }),
  },
  // A link the member asked for to prove an address: essential, like e-mail verification (0103).
  'review-verification': {
    category: 'essential',
    subject: (t, data) => t('review-verification.subject', { startup: data.startup }),
    preview: (t, data) => t('review-verification.preview', { email: data.email }),
    inApp: (data) => ({ startupId: data.startupId, startup: data.startup, email: data.email }),
    redact: (data) => ({ ...data, confirmPath: redactQuery(data.confirmPath) }),
  },
  // Follows and saved searches (docs/decisions/0129): its own category, so a member can keep the rest and stop these.
  'alert-digest': {
    category: 'alerts',
    subject: (t, data) => t('alert-digest.subject', { count: data.total }),
    preview: (t, data) => t('alert-digest.preview', { title: data.items[0]?.title ?? '' }),
    inApp: (data) => ({ digestId: data.digestId, total: data.total, first: data.items[0]?.title ?? null }),
  },
  // To the operator, never to a member: nothing to switch off. The operator's answer goes straight to the visitor.
  // Money the member pays: always sent.
  'plan-payment-failed': {
    category: 'essential',
    subject: (t, data) => t('plan-payment-failed.subject', { plan: data.plan }),
    preview: (t, data) => t('plan-payment-failed.preview', { count: data.graceDays }),
    inApp: (data) => ({ plan: data.plan, graceDays: data.graceDays }),
  },
  // The admins' work: always sent (an admin who stops it would miss the customers).
  'sales-inquiry': {
    category: 'essential',
    subject: (t, data) => t('sales-inquiry.subject', { company: data.company }),
    preview: (t, data) => t('sales-inquiry.preview', { contact: data.contact, teamSize: data.teamSize }),
    inApp: (data) => ({ inquiryId: data.inquiryId, company: data.company }),
  },
  'contact-message': {
    category: 'essential',
    subject: (t, data) => t('contact-message.subject', { topic: t(`contact-message.topic.${data.topic}`), name: data.name }),
    preview: (t, data) => t('contact-message.preview', { name: data.name, email: data.email }),
    inApp: (data) => ({ topic: data.topic }),
    replyTo: (data) => data.email,
  },
}

/** Each status an applicant hears about, its subject line. */
const STATUS_SUBJECT = {
  reviewing: 'application-status.subject.reviewing',
  rejected: 'application-status.subject.rejected',
  hired: 'application-status.subject.hired',
} as const

/** Who asked for a listing's contact: their name, or "a member". */
export function requesterName(t: MailT, data: MailData['resource-contact']): string {
  return data.requester || t('resource-contact.someone')
}

function claimInApp(data: ClaimMail): Record<string, unknown> {
  return { startupId: data.startupId, startup: data.startup }
}

/** The kind's template, typed for any message (the kind and data travel together in `MailMessage`). */
function metaOf(message: MailMessage): TemplateMeta<NotificationKind> {
  return TEMPLATES[message.kind] as TemplateMeta<NotificationKind>
}

export function mailCategory(kind: NotificationKind): MailCategory {
  return TEMPLATES[kind].category
}

export const mailT = (language: AccountLanguage): MailT => fixedT(language, 'mail')

/** The subject in the recipient's language (written to the outbox row when the message is queued). */
export function mailSubject(message: MailMessage, language: AccountLanguage): string {
  return metaOf(message).subject(mailT(language), message.data as never)
}

export function mailPreview(message: MailMessage, language: AccountLanguage): string {
  return metaOf(message).preview(mailT(language), message.data as never)
}

export function mailAttachments(message: MailMessage, origin: string): MailAttachment[] {
  return metaOf(message).attachments?.(message.data as never, origin) ?? []
}

/** The Reply-To of a message, when its kind has one. */
export function mailReplyTo(message: MailMessage): string | undefined {
  return metaOf(message).replyTo?.(message.data as never)
}

/** The message as an admin may see it: tokens blanked (an admin must not be able to use a member's link). */
export function redactedMessage(message: MailMessage): MailMessage {
  const redact = metaOf(message).redact
  return redact ? ({ kind: message.kind, data: redact(message.data as never) } as MailMessage) : message
}

/** The in-app notification's data for a message (what the notifications page needs; never a token). */
export function inAppData(message: MailMessage): Record<string, unknown> {
  return metaOf(message).inApp(message.data as never)
}
