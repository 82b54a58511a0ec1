/**
 * The e-mails' bodies (docs/decisions/0102-mail-outbox.md): React components rendered by react-email to e-mail HTML
 * and to plain text, in the recipient's language, every link absolute from the site's origin. Loaded on first render
 * only (`import('./render.server')`): react-email is heavy to import.
 */
import type { ReactNode } from 'react'
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { render } from '@react-email/render'
import { href } from 'react-router'
import type { OutboxMessage } from '../../../db/schema'
import { isOptionalMailCategory, type NotificationKind } from '~/domain/notifications'
import type { AccountLanguage } from '~/domain/users'
import { eventPlace } from '~/shared/event-display'
import { intlLocale } from '~/shared/i18n'
import { formatMoney } from '~/shared/money'
import { formatTimeRange } from '~/shared/time-zones'
import { unsubscribeUrl } from './unsubscribe-token.server'
import {
  mailAttachments,
  mailReplyTo,
  mailPreview,
  mailSubject,
  mailT,
  redactedMessage,
  requesterName,
  type MailAttachment,
  type MailData,
  type MailMessage,
  type MailT,
  type QueuedBooking,
  type QueuedEvent,
} from './templates.server'

interface ContentProps<K extends NotificationKind> {
  t: MailT
  data: MailData[K]
  language: AccountLanguage
  /** An absolute URL on the site for a path. */
  link: (path: string) => string
}

const SEPARATOR = ' \u00B7 '

const styles = {
  body: { backgroundColor: '#f6f7f9', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: 8, margin: '0 auto', maxWidth: 560, padding: '32px 28px' },
  heading: { color: '#111827', fontSize: 22, margin: '0 0 16px' },
  text: { color: '#374151', fontSize: 15, lineHeight: '24px' },
  button: { backgroundColor: '#2563eb', borderRadius: 6, color: '#ffffff', fontSize: 15, padding: '12px 20px', textDecoration: 'none' },
  small: { color: '#6b7280', fontSize: 12, lineHeight: '18px' },
  link: { color: '#2563eb' },
} as const

/** A button and, for clients that do not show it, the same address written out. */
function Action({ t, url, label }: { t: MailT; url: string; label: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={url} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.small}>
        {t('layout.linkFallback')}{' '}
        <Link href={url} style={styles.link}>
          {url}
        </Link>
      </Text>
    </Section>
  )
}

function Welcome({ t, data, link }: ContentProps<'welcome'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('welcome.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('welcome.body')}</Text>
      {data.verifyPath ? <Action t={t} url={link(data.verifyPath)} label={t('welcome.verify')} /> : null}
      <Text style={styles.text}>
        {t('welcome.explore')}{' '}
        <Link href={link(href('/discover'))} style={styles.link}>
          {t('welcome.discover')}
        </Link>
      </Text>
    </>
  )
}

/** An event's local time range and place (or "Online"). */
function EventWhenWhere({ t, event, language }: { t: MailT; event: QueuedEvent; language: AccountLanguage }) {
  const when = formatTimeRange(new Date(event.startDate), new Date(event.endDate), event.timeZone, intlLocale(language))
  const where = event.isOnline ? t('rsvp-confirmed.online') : eventPlace(event)
  return (
    <Text style={styles.text}>
      {t('rsvp-confirmed.when', { when })}
      <br />
      {t('rsvp-confirmed.where', { where })}
    </Text>
  )
}

function RsvpConfirmed({ t, data, language, link }: ContentProps<'rsvp-confirmed'>) {
  const { event } = data
  return (
    <>
      <Heading style={styles.heading}>{t('rsvp-confirmed.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('rsvp-confirmed.body', { event: event.title })}</Text>
      <EventWhenWhere t={t} event={event} language={language} />
      <Text style={styles.text}>{t('rsvp-confirmed.calendar')}</Text>
      <Action t={t} url={link(href('/events/:id', { id: String(event.id) }))} label={t('rsvp-confirmed.view')} />
    </>
  )
}

function RsvpWaitlisted({ t, data, language, link }: ContentProps<'rsvp-waitlisted'>) {
  const { event } = data
  return (
    <>
      <Heading style={styles.heading}>{t('rsvp-waitlisted.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('rsvp-waitlisted.body', { event: event.title })}</Text>
      {data.position !== null ? <Text style={styles.text}>{t('rsvp-waitlisted.position', { position: data.position })}</Text> : null}
      <EventWhenWhere t={t} event={event} language={language} />
      <Text style={styles.text}>{t('rsvp-waitlisted.calendar')}</Text>
      <Action t={t} url={link(href('/events/:id', { id: String(event.id) }))} label={t('rsvp-confirmed.view')} />
    </>
  )
}

function RsvpPromoted({ t, data, language, link }: ContentProps<'rsvp-promoted'>) {
  const { event } = data
  return (
    <>
      <Heading style={styles.heading}>{t('rsvp-promoted.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('rsvp-promoted.body', { event: event.title })}</Text>
      <EventWhenWhere t={t} event={event} language={language} />
      <Text style={styles.text}>{t('rsvp-promoted.calendar')}</Text>
      <Action t={t} url={link(href('/events/:id', { id: String(event.id) }))} label={t('rsvp-confirmed.view')} />
    </>
  )
}

/** A booking's workspace, local time range and total. */
function BookingDetails({ t, booking, language }: { t: MailT; booking: QueuedBooking; language: AccountLanguage }) {
  const when = formatTimeRange(new Date(booking.startTime), new Date(booking.endTime), booking.timeZone, intlLocale(language))
  return (
    <Text style={styles.text}>
      {t('booking.workspace', { workspace: booking.workspaceName })}
      {booking.location ? (
        <>
          <br />
          {t('rsvp-confirmed.where', { where: booking.location })}
        </>
      ) : null}
      <br />
      {t('rsvp-confirmed.when', { when })}
      <br />
      {t('booking.total', { total: formatMoney(booking.totalAmount, 'USD', intlLocale(language)) })}
      {booking.discountPercent && booking.listAmount ? (
        <>
          <br />
          {t('booking.discount', {
            percent: booking.discountPercent,
            list: formatMoney(booking.listAmount, 'USD', intlLocale(language)),
          })}
        </>
      ) : null}
    </Text>
  )
}

function BookingConfirmed({ t, data, language, link }: ContentProps<'booking-confirmed'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('booking-confirmed.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('booking-confirmed.body', { workspace: data.booking.workspaceName })}</Text>
      <BookingDetails t={t} booking={data.booking} language={language} />
      <Text style={styles.text}>{t('booking-confirmed.calendar')}</Text>
      <Action t={t} url={link(href('/workspace'))} label={t('booking.view')} />
    </>
  )
}

function BookingCancelled({ t, data, language, link }: ContentProps<'booking-cancelled'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('booking-cancelled.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>
        {t(data.byAdmin ? 'booking-cancelled.bodyAdmin' : 'booking-cancelled.body', { workspace: data.booking.workspaceName })}
      </Text>
      <BookingDetails t={t} booking={data.booking} language={language} />
      <Text style={styles.text}>{t('booking-cancelled.calendar')}</Text>
      <Action t={t} url={link(href('/workspace'))} label={t('booking.view')} />
    </>
  )
}

function ProgramAccepted({ t, data, link }: ContentProps<'program-accepted'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('program-accepted.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('program-accepted.body', { program: data.cohort.name })}</Text>
      <Action t={t} url={link(href('/programs/:id', { id: String(data.cohort.id) }))} label={t('program.view')} />
    </>
  )
}

function ProgramRejected({ t, data, link }: ContentProps<'program-rejected'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('program-rejected.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('program-rejected.body', { program: data.cohort.name })}</Text>
      <Text style={styles.text}>{t('program-rejected.other')}</Text>
      <Action t={t} url={link(href('/programs'))} label={t('program-rejected.browse')} />
    </>
  )
}

function PasswordReset({ t, data, link }: ContentProps<'password-reset'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('password-reset.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('password-reset.body')}</Text>
      <Action t={t} url={link(data.resetPath)} label={t('password-reset.action')} />
      <Text style={styles.text}>{t('password-reset.ignore')}</Text>
    </>
  )
}

function EmailVerify({ t, data, link }: ContentProps<'email-verify'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('email-verify.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('email-verify.body', { email: data.email })}</Text>
      <Action t={t} url={link(data.verifyPath)} label={t('email-verify.action')} />
      <Text style={styles.text}>{t('email-verify.ignore')}</Text>
    </>
  )
}

function EmailChanged({ t, data, link }: ContentProps<'email-changed'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('email-changed.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('email-changed.body', { email: data.email })}</Text>
      <Text style={styles.text}>{t('email-changed.notYou')}</Text>
      <Action t={t} url={link(href('/forgot-password'))} label={t('email-changed.action')} />
    </>
  )
}

// ── Jobs, claims, payments and resources (docs/decisions/0105) ──

function JobApplication({ t, data, link }: ContentProps<'job-application'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('job-application.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('job-application.body', { applicant: data.applicant, job: data.job, startup: data.startup })}</Text>
      <Action t={t} url={link(href('/jobs/:id', { id: String(data.jobId) }))} label={t('job-application.view')} />
    </>
  )
}

const STATUS_TEXT = {
  reviewing: 'application-status.reviewing',
  rejected: 'application-status.rejected',
  hired: 'application-status.hired',
} as const

function ApplicationStatusChanged({ t, data, link }: ContentProps<'application-status'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('application-status.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t(STATUS_TEXT[data.status], { job: data.job, startup: data.startup })}</Text>
      <Action t={t} url={link(href('/dashboard'))} label={t('application-status.view')} />
    </>
  )
}

function ClaimReceived({ t, data, link }: ContentProps<'claim-received'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('claim-received.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('claim-received.body', { startup: data.startup })}</Text>
      <Action t={t} url={link(href('/claim-profile/:id', { id: String(data.startupId) }))} label={t('claim-received.view')} />
    </>
  )
}

function ClaimApproved({ t, data, link }: ContentProps<'claim-approved'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('claim-approved.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('claim-approved.body', { startup: data.startup })}</Text>
      <Action t={t} url={link(href('/startup/:id', { id: String(data.startupId) }))} label={t('claim-approved.view')} />
    </>
  )
}

function ClaimRejected({ t, data, link }: ContentProps<'claim-rejected'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('claim-rejected.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('claim-rejected.body', { startup: data.startup })}</Text>
      {data.comment ? <Text style={styles.text}>{t('claim-rejected.comment', { comment: data.comment })}</Text> : null}
      <Action t={t} url={link(href('/claim-profile/:id', { id: String(data.startupId) }))} label={t('claim-rejected.view')} />
    </>
  )
}

function PaymentFailed({ t, data, link }: ContentProps<'payment-failed'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('payment-failed.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('payment-failed.body', { startup: data.startup })}</Text>
      <Action t={t} url={link(href('/startup/:id', { id: String(data.startupId) }))} label={t('payment-failed.view')} />
    </>
  )
}

function SubscriptionEnded({ t, data, link }: ContentProps<'subscription-ended'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('subscription-ended.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('subscription-ended.body', { startup: data.startup })}</Text>
      <Action t={t} url={link(href('/claim-profile/:id', { id: String(data.startupId) }))} label={t('subscription-ended.view')} />
    </>
  )
}

function ResourceContactRequest({ t, data, link }: ContentProps<'resource-contact'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('resource-contact.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('resource-contact.body', { requester: requesterName(t, data), resource: data.resource })}</Text>
      <Action t={t} url={link(href('/resources/:id', { id: String(data.resourceId) }))} label={t('resource-contact.view')} />
    </>
  )
}

function TeamInvitation({ t, data, link }: ContentProps<'team-invitation'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('team-invitation.heading', { startup: data.startup })}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t(`team-invitation.body.${data.accessRole}`, { inviter: data.inviter, startup: data.startup })}</Text>
      <Text style={styles.text}>{t('team-invitation.howTo')}</Text>
      <Action t={t} url={link(data.acceptPath)} label={t('team-invitation.accept')} />
    </>
  )
}

function EventChanged({ t, data, language, link }: ContentProps<'event-changed'>) {
  const { event } = data
  return (
    <>
      <Heading style={styles.heading}>{t('event-changed.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('event-changed.body', { event: event.title })}</Text>
      <Text style={styles.text}>
        {data.changes.map((change) => (
          <span key={change}>
            {t(`event-changed.${change}`)}
            <br />
          </span>
        ))}
      </Text>
      <EventWhenWhere t={t} event={event} language={language} />
      {event.meetingLink ? <Text style={styles.text}>{t('event-changed.meetingLink', { link: event.meetingLink })}</Text> : null}
      <Text style={styles.text}>{t('event-changed.calendar')}</Text>
      <Action t={t} url={link(href('/events/:id', { id: String(event.id) }))} label={t('rsvp-confirmed.view')} />
    </>
  )
}

function EventCancelled({ t, data, language, link }: ContentProps<'event-cancelled'>) {
  const { event } = data
  return (
    <>
      <Heading style={styles.heading}>{t('event-cancelled.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('event-cancelled.body', { event: event.title })}</Text>
      <EventWhenWhere t={t} event={event} language={language} />
      <Text style={styles.text}>{t('event-cancelled.calendar')}</Text>
      <Action t={t} url={link(href('/events/:id', { id: String(event.id) }))} label={t('rsvp-confirmed.view')} />
    </>
  )
}

function ReviewVerification({ t, data, link }: ContentProps<'review-verification'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('review-verification.heading', { startup: data.startup })}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('review-verification.body', { email: data.email, startup: data.startup })}</Text>
      <Action t={t} url={link(data.confirmPath)} label={t('review-verification.action')} />
      <Text style={styles.text}>{t('review-verification.ignore')}</Text>
    </>
  )
}

function ReviewReply({ t, data, link }: ContentProps<'review-reply'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('review-reply.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('review-reply.body', { startup: data.startup })}</Text>
      <Text style={{ ...styles.text, borderLeft: '3px solid #d1d5db', paddingLeft: 12, whiteSpace: 'pre-line' }}>{data.reply}</Text>
      <Action t={t} url={link(`${href('/startup/:id', { id: String(data.startupId) })}?tab=reviews`)} label={t('review-reply.view')} />
    </>
  )
}

function PlanPaymentFailed({ t, data, link }: ContentProps<'plan-payment-failed'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('plan-payment-failed.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('plan-payment-failed.body', { plan: data.plan, count: data.graceDays })}</Text>
      <Action t={t} url={link(href('/profile/plan'))} label={t('plan-payment-failed.view')} />
    </>
  )
}

function SalesInquiry({ t, data, link }: ContentProps<'sales-inquiry'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('sales-inquiry.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t('sales-inquiry.body', { contact: data.contact, company: data.company, teamSize: data.teamSize })}</Text>
      <Action t={t} url={link(`${href('/admin/sales-inquiries')}#inquiry-${data.inquiryId}`)} label={t('sales-inquiry.view')} />
    </>
  )
}

function DirectoryVerified({ t, data, link }: ContentProps<'directory-verified'>) {
  const page =
    data.directory === 'mentor'
      ? href('/mentors/:id', { id: String(data.recordId) })
      : href('/investors/:id', { id: String(data.recordId) })
  return (
    <>
      <Heading style={styles.heading}>{t('directory-verified.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t(`directory-verified.body.${data.directory}`, { record: data.record })}</Text>
      <Action t={t} url={link(page)} label={t('directory-verified.view')} />
    </>
  )
}

/** A visitor's message from /contact, to the operator: who wrote, about what, and the text as written. */
function ContactMessage({ t, data }: ContentProps<'contact-message'>) {
  return (
    <>
      <Heading style={styles.heading}>{t('contact-message.heading')}</Heading>
      <Text style={styles.text}>
        {t('contact-message.from', { name: data.name, email: data.email })}
        <br />
        {t('contact-message.about', { topic: t(`contact-message.topic.${data.topic}`) })}
        <br />
        {t('contact-message.language', { language: data.language })}
      </Text>
      <Text style={{ ...styles.text, borderLeft: '3px solid #d1d5db', paddingLeft: 12, whiteSpace: 'pre-line' }}>{data.message}</Text>
      <Text style={styles.text}>{t('contact-message.reply', { email: data.email })}</Text>
    </>
  )
}

/** The digest: each new thing with its line and link, then the rest on the site. */
function AlertDigest({ t, data, link }: ContentProps<'alert-digest'>) {
  const more = data.total - data.items.length
  return (
    <>
      <Heading style={styles.heading}>{t('alert-digest.heading')}</Heading>
      <Text style={styles.text}>{t('layout.greeting', { name: data.name })}</Text>
      <Text style={styles.text}>{t(`alert-digest.intro.${data.frequency}`, { count: data.total })}</Text>
      {data.items.map((item) => (
        <Text key={`${item.type}-${item.id}`} style={{ ...styles.text, margin: '0 0 12px' }}>
          <span style={styles.small}>{t(`alert-digest.type.${item.type}`)}</span>
          <br />
          <Link href={link(item.path)} style={styles.link}>
            {item.title}
          </Link>
          {item.detail ? (
            <>
              <br />
              {item.detail}
            </>
          ) : null}
        </Text>
      ))}
      {more > 0 ? <Text style={styles.text}>{t('alert-digest.more', { count: more })}</Text> : null}
      <Action t={t} url={link(`/alerts#digest-${data.digestId}`)} label={t('alert-digest.view')} />
      <Text style={styles.small}>{t('alert-digest.why')}</Text>
    </>
  )
}

const CONTENT: { [K in NotificationKind]: (props: ContentProps<K>) => ReactNode } = {
  welcome: Welcome,
  'rsvp-confirmed': RsvpConfirmed,
  'rsvp-waitlisted': RsvpWaitlisted,
  'rsvp-promoted': RsvpPromoted,
  'booking-confirmed': BookingConfirmed,
  'booking-cancelled': BookingCancelled,
  'program-accepted': ProgramAccepted,
  'program-rejected': ProgramRejected,
  'password-reset': PasswordReset,
  'email-verify': EmailVerify,
  'email-changed': EmailChanged,
  // Jobs, claims, payments and resources (docs/decisions/0105).
  'job-application': JobApplication,
  'application-status': ApplicationStatusChanged,
  'claim-received': ClaimReceived,
  'claim-approved': ClaimApproved,
  'claim-rejected': ClaimRejected,
  'payment-failed': PaymentFailed,
  'subscription-ended': SubscriptionEnded,
  'resource-contact': ResourceContactRequest,
  'team-invitation': TeamInvitation,
  'event-changed': EventChanged,
  'event-cancelled': EventCancelled,
  'review-reply': ReviewReply,
  'review-verification': ReviewVerification,
  'directory-verified': DirectoryVerified,
  'alert-digest': AlertDigest,
  'plan-payment-failed': PlanPaymentFailed,
  'sales-inquiry': SalesInquiry,
  'contact-message': ContactMessage,
}

/** Why the recipient gets it, for mail that may reach an address without an account (else `layout.why`). */
const WHY: Partial<Record<NotificationKind, 'team-invitation.why' | 'contact-message.why'>> = {
  'team-invitation': 'team-invitation.why',
  'contact-message': 'contact-message.why',
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
  attachments: MailAttachment[]
  replyTo?: string
}

export interface RenderOptions {
  /** The site's origin (APP_ORIGIN): every link is absolute from it. */
  origin: string
  /** The one-click unsubscribe address of a non-essential e-mail (also in its List-Unsubscribe header). */
  unsubscribeUrl?: string
}

/** The whole e-mail for one queued message: subject, HTML, plain text, attachments. */
export async function renderMail(message: MailMessage, language: AccountLanguage, { origin, unsubscribeUrl }: RenderOptions): Promise<RenderedMail> {
  const t = mailT(language)
  const link = (path: string) => new URL(path, origin).href
  const Content = CONTENT[message.kind] as (props: ContentProps<NotificationKind>) => ReactNode
  const email = (
    <Html lang={language}>
      <Head />
      <Preview>{mailPreview(message, language)}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Content t={t} data={message.data as never} language={language} link={link} />
          <Text style={styles.text}>{t('layout.signature')}</Text>
          <Hr />
          <Text style={styles.small}>
            {/* An invitation may reach an address without an account. */}
            {t(WHY[message.kind] ?? 'layout.why')}{' '}
            {message.kind === 'contact-message' ? null : (
              <Link href={link(href('/profile'))} style={styles.link}>
                {t('layout.preferences')}
              </Link>
            )}
            {unsubscribeUrl ? (
              <>
                {SEPARATOR}
                <Link href={unsubscribeUrl} style={styles.link}>
                  {t('layout.unsubscribe')}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  )
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })])
  return {
    subject: mailSubject(message, language),
    html,
    text,
    attachments: mailAttachments(message, origin),
    replyTo: mailReplyTo(message),
  }
}

/**
 * An outbox row as its recipient gets it: rendered in the row's language, with the one-click unsubscribe address of
 * its category when the mail is not essential (the worker sends this; the admin panel shows it).
 */
export async function renderOutboxMessage(
  row: OutboxMessage,
  origin: string,
  { forAdmin = false }: { forAdmin?: boolean } = {},
): Promise<RenderedMail & { unsubscribeUrl?: string }> {
  // The admin panel's copy carries no working token: no verification or reset link, no member's unsubscribe link.
  const unsubscribe =
    row.userId !== null && isOptionalMailCategory(row.category)
      ? forAdmin
        ? new URL(`${href('/unsubscribe')}?token=redacted`, origin).href
        : unsubscribeUrl(origin, row.userId, row.category)
      : undefined
  const queued = { kind: row.template, data: row.data } as MailMessage
  const message = forAdmin ? redactedMessage(queued) : queued
  return { ...(await renderMail(message, row.locale, { origin, unsubscribeUrl: unsubscribe })), unsubscribeUrl: unsubscribe }
}
