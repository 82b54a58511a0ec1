import { z } from 'zod'
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  type Currency,
} from '~/domain/money'
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  EVENT_LOCATIONS,
  EVENT_TIME_ZONES,
  eventTimeZone,
  MAX_EVENT_DAYS,
  ONLINE,
  RSVP_ANSWERS,
  type EventCategory,
  type EventLocation,
  type EventTimeZone,
} from '~/domain/events'
import { wallTimeToInstant } from '~/shared/event-time'
import { optionalText, requiredText, trimToUndefined } from './fields'

/**
 * 000 §5 "Event form" and 000 §7 POST /api/events, shared by the Create Event dialog and the API (and by the dialog's
 * own validation in the browser). Forms send text; the API sends JSON. Both get the same defaults (category
 * networking, currency USD, isOnline false, price '0') and the same messages.
 */

const MAX_EVENT_CAPACITY = 1_000_000
const DAY_MS = 86_400_000

const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 255 characters',
  category: 'Please select a category',
  location: 'Please select a location',
  currency: 'Please select a currency',
  timeZone: 'Please select a time zone',
  startRequired: 'Start date is required',
  startInvalid: 'Start date must be a valid date and time',
  startPast: 'Start date cannot be in the past',
  endRequired: 'End date is required',
  endInvalid: 'End date must be a valid date and time',
  endBeforeStart: 'End date must be after the start date',
  tooLong: `An event can last at most ${MAX_EVENT_DAYS} days`,
  priceNotNumber: 'Price must be an amount such as 25 or 25.50',
  priceNegative: 'Price cannot be negative',
  priceDecimals: 'Price can have at most 2 decimals',
  priceTooHigh: 'Price must be at most 99,999,999.99',
  capacity: 'Max attendees must be a whole number of at least 1',
  capacityTooHigh: `Max attendees must be at most ${MAX_EVENT_CAPACITY.toLocaleString('en-US')}`,
  meetingLinkInvalid: 'Meeting link must be a valid URL (https://…)',
  meetingLinkTooLong: 'Meeting link must be at most 500 characters',
  meetingLinkRequired: 'A meeting link is required for online events',
  isOnline: 'isOnline must be true or false',
} as const

const M = EVENT_MESSAGES

/** One of `values` whatever its case; blank is `fallback` (or absent when there is none). */
function choice<T extends string>(values: readonly T[], message: string, fallback?: T) {
  return z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? fallback : value),
    z
      .string({ error: message })
      .transform((text, ctx) => {
        const found = values.find((value) => value.toLowerCase() === text.trim().toLowerCase())
        if (found === undefined) {
          ctx.addIssue({ code: 'custom', message })
          return z.NEVER
        }
        return found
      })
      .optional(),
  )
}

/** A checkbox sends 'on' when ticked and nothing otherwise; JSON sends a boolean. */
const booleanField = z.preprocess((value) => {
  if (value === undefined || value === null || value === '' || value === 'false' || value === 'off') return false
  if (value === 'on' || value === 'true') return true
  return value
}, z.boolean({ error: M.isOnline }))

/**
 * 000 §3: price is a numeric string, stored exactly (10,2). Blank is '0'. Numbers are refused: by the time a price is
 * a JavaScript number it may already be inexact (docs/decisions/0002-money.md).
 */
export const priceSchema = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? '0' : value),
  z.string({ error: M.priceNotNumber }).transform((raw, ctx) => {
    const text = raw.trim()
    const issue = (message: string) => {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    if (/^-\s*\d+(\.\d+)?$/.test(text)) return issue(M.priceNegative)
    if (!/^\+?\d+(\.\d+)?$/.test(text)) return issue(M.priceNotNumber)
    const [whole = '0', fraction = ''] = text.replace(/^\+/, '').split('.')
    if (fraction.length > 2) return issue(M.priceDecimals)
    const digits = whole.replace(/^0+(?=\d)/, '')
    if (digits.length > 8) return issue(M.priceTooHigh)
    return `${digits}.${fraction.padEnd(2, '0')}`
  }),
)

const capacitySchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .union([z.number({ error: M.capacity }), z.string({ error: M.capacity }).trim().regex(/^\d{1,10}$/, M.capacity).transform(Number)], {
      error: M.capacity,
    })
    .pipe(z.number().int(M.capacity).min(1, M.capacity).max(MAX_EVENT_CAPACITY, M.capacityTooHigh))
    .optional(),
)

const meetingLinkSchema = z.preprocess(
  trimToUndefined,
  z
    .url({ protocol: /^https?$/, message: M.meetingLinkInvalid })
    .max(500, M.meetingLinkTooLong)
    .optional(),
)

const dateText = (required: string) => z.string({ error: required }).trim().min(1, required).max(40, required)

/** An instant with its offset ('2026-12-05T01:00:00Z', '…+08:00'); anything else is read as wall-clock time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i

/**
 * startDate/endDate as the two doors send them: the dialog's date-and-time inputs give the wall-clock time in the
 * event's zone ('2026-12-05T09:00'); an API client may send that too, or an ISO instant with its offset.
 */
function readEventDate(text: string, timeZone: string): Date | null {
  if (INSTANT.test(text)) {
    const date = new Date(text)
    return Number.isNaN(date.getTime()) ? null : date
  }
  return wallTimeToInstant(text, timeZone)
}

const eventFieldsSchema = z.object({
  title: requiredText(M.titleRequired, { max: 255, tooLong: M.titleTooLong }),
  description: optionalText(5000, 'Description must be at most 5000 characters'),
  category: choice<EventCategory>(EVENT_CATEGORIES, M.category, DEFAULT_EVENT_CATEGORY),
  location: choice<EventLocation>(EVENT_LOCATIONS, M.location),
  venue: optionalText(255, 'Venue must be at most 255 characters'),
  isOnline: booleanField,
  meetingLink: meetingLinkSchema,
  startDate: dateText(M.startRequired),
  endDate: dateText(M.endRequired),
  timeZone: choice<EventTimeZone>(EVENT_TIME_ZONES, M.timeZone),
  maxAttendees: capacitySchema,
  price: priceSchema,
  currency: choice<Currency>(CURRENCIES, M.currency, DEFAULT_CURRENCY),
})
type EventFields = z.output<typeof eventFieldsSchema>

interface ResolvedWhereAndWhen {
  isOnline: boolean
  location: EventLocation | undefined
  timeZone: EventTimeZone
  startDate: Date | null
  endDate: Date | null
  problems: Array<[field: keyof EventFields, message: string]>
}

/**
 * Where and when, across fields: an online event may name no city (its location is 'Online') and choosing 'Online'
 * makes it one; an in-person event keeps its city's time, an online one the zone its organizer states; the dates are
 * read in that zone and checked against each other. Runs even when other fields failed (so the form shows every
 * problem at once), reading only values that are what they should be.
 */
function resolveWhereAndWhen(
  fields: Partial<Record<keyof EventFields, unknown>>,
  { keepStart }: { keepStart?: Date } = {},
): ResolvedWhereAndWhen {
  const problems: ResolvedWhereAndWhen['problems'] = []
  const known = <T extends string>(values: readonly T[], value: unknown) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
  const chosenLocation = known(EVENT_LOCATIONS, fields.location)
  const isOnline = fields.isOnline === true || chosenLocation === ONLINE
  const location = chosenLocation ?? (isOnline ? ONLINE : undefined)
  if (fields.location === undefined && !location) problems.push(['location', M.location])
  if (isOnline && fields.meetingLink === undefined) problems.push(['meetingLink', M.meetingLinkRequired])
  const timeZone = eventTimeZone(location, location === ONLINE ? known(EVENT_TIME_ZONES, fields.timeZone) : null)

  const read = (value: unknown) => (typeof value === 'string' && value ? readEventDate(value, timeZone) : null)
  const startDate = read(fields.startDate)
  const endDate = read(fields.endDate)
  if (typeof fields.startDate === 'string' && fields.startDate && !startDate) problems.push(['startDate', M.startInvalid])
  // A date-and-time input has minute precision: a start within the current minute is not in the past.
  // An edit may keep a start that has passed (an event under way changes its venue); it may not move one into the past.
  const kept = keepStart !== undefined && startDate !== null && Math.floor(startDate.getTime() / 60_000) === Math.floor(keepStart.getTime() / 60_000)
  if (startDate && !kept && startDate.getTime() < Math.floor(Date.now() / 60_000) * 60_000) problems.push(['startDate', M.startPast])
  if (typeof fields.endDate === 'string' && fields.endDate && !endDate) problems.push(['endDate', M.endInvalid])
  if (startDate && endDate) {
    if (endDate.getTime() <= startDate.getTime()) problems.push(['endDate', M.endBeforeStart])
    else if (endDate.getTime() - startDate.getTime() > MAX_EVENT_DAYS * DAY_MS) problems.push(['endDate', M.tooLong])
  }
  return { isOnline, location, timeZone, startDate, endDate, problems }
}

/** The event form's rules; `keepStart`: the start an edited event has now, which may stay even once it has passed. */
function eventSchema(options: { keepStart?: Date } = {}) {
  return eventFieldsSchema
  .superRefine(
    (fields, ctx) => {
      for (const [field, message] of resolveWhereAndWhen(fields, options).problems) {
        ctx.addIssue({ code: 'custom', path: [field], message })
      }
    },
    // Also when a field failed: every problem at once, not the cross-field ones after the rest are fixed.
    { when: () => true },
  )
  .transform((fields) => {
    const { isOnline, location, timeZone, startDate, endDate } = resolveWhereAndWhen(fields, options)
    return {
      title: fields.title,
      description: fields.description,
      category: fields.category ?? DEFAULT_EVENT_CATEGORY,
      // Present and valid: the refinement above refused the input otherwise.
      location: location!,
      venue: fields.venue,
      isOnline,
      meetingLink: fields.meetingLink,
      startDate: startDate!,
      endDate: endDate!,
      timeZone,
      maxAttendees: fields.maxAttendees,
      price: fields.price,
      currency: fields.currency ?? DEFAULT_CURRENCY,
    }
  })
}

export const createEventSchema = eventSchema()

export type CreateEventInput = z.output<typeof createEventSchema>

/**
 * Editing an event (the Edit Event dialog, PATCH /api/events/{id}): the Create Event form's fields and rules, except
 * that the start it has now may stay when it has passed (docs/decisions/0110-after-posting.md).
 */
export const editEventSchema = (currentStart: Date) => eventSchema({ keepStart: currentStart })
export type EditEventInput = CreateEventInput

/**
 * PATCH /api/events/{id}: `status: "cancelled"` cancels (other fields are then ignored); otherwise the fields sent
 * replace the event's own and the whole is checked as the Create Event form checks it, so a client sends only what
 * changes. The fields' rules are `editEventSchema`'s, applied once merged; here they are only described.
 */
export const eventPatchSchema = z.looseObject({
  status: z.enum(['cancelled'], { error: 'status must be cancelled' }).optional(),
  title: z.unknown().optional().describe('As in POST /api/events'),
  description: z.unknown().optional(),
  category: z.unknown().optional(),
  location: z.unknown().optional(),
  venue: z.unknown().optional(),
  isOnline: z.unknown().optional(),
  meetingLink: z.unknown().optional(),
  startDate: z.unknown().optional().describe("Wall-clock time in the event's zone, or an ISO instant with its offset"),
  endDate: z.unknown().optional(),
  timeZone: z.unknown().optional(),
  maxAttendees: z.unknown().optional().describe('Not below the number attending (409)'),
  price: z.unknown().optional(),
  currency: z.unknown().optional(),
})
export type EventPatch = z.output<typeof eventPatchSchema>

/** POST /api/events/{id}/rsvp and the RSVP buttons: `{ status }` (000 §7), one of RSVP_ANSWERS. */
export const rsvpSchema = z.object({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(RSVP_ANSWERS, { error: `status must be one of ${RSVP_ANSWERS.join(', ')}` }),
  ),
})
