import { data, type RouterContextProvider } from 'react-router'
import { EVENT_CREATE_FAILED, EVENT_NOT_FOUND, EVENT_UPDATE_FAILED, RSVP_FAILED } from '~/domain/events'
import { closeDialogHref } from '~/shared/dialog-url'
import { eventAnchor } from '~/shared/event-display'
import { DomainError } from '~/shared/errors'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { pagePath, parseId } from '~/server/http.server'
import { requireUser } from '~/services/permissions.server'
import { redirectWithToast } from '~/server/toast.server'
import { cancelEvent, requireEditableEvent, updateEvent } from '~/models/event-changes.server'
import { createEvent, rsvpToEvent } from '~/models/events.server'
import { createEventSchema, editEventSchema, rsvpSchema } from '~/schemas/event'

/**
 * The page twins of POST /api/events/{id}/rsvp and POST /api/events: the same schemas and model functions, answered
 * as pages (a redirect with a toast on success; the page again with the error and a 4xx otherwise). /events and
 * /events/{id} share them.
 */

/** What a failed RSVP tells the page: which event, and the message for its card and the toast. */
export interface RsvpFailure {
  eventId: number | null
  message: string
}

/** The page the form was on, without an open dialog: where a successful post returns to. */
function backTo(request: Request): string {
  const closed = closeDialogHref(pagePath(request))
  return closed
}

/**
 * An RSVP button: `eventId` (or the page's own event) and `status`. Visitors are sent to sign in and back. Success
 * returns to the page at the event's card with 'RSVP updated successfully!'; a refusal (ended, unknown, bad status)
 * is that status with the message, shown on the card and as the 'Failed to update RSVP' toast.
 */
export async function rsvpAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  pageEventId?: number,
) {
  const user = await requireUser(request)
  const eventId = pageEventId ?? parseId(String(formData.get('eventId') ?? ''))
  const parsed = rsvpSchema.safeParse({ status: formData.get('status') })
  const fail = (status: number, message: string) =>
    data({ rsvpFailure: { eventId, message } satisfies RsvpFailure, result: undefined }, { status })
  if (eventId === null) return fail(404, EVENT_NOT_FOUND)
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? RSVP_FAILED)
  try {
    const rsvp = await rsvpToEvent(user, eventId, parsed.data.status)
    const t = getT(context, 'events')
    const description =
      rsvp.status === 'waitlisted'
        ? t('rsvp.updatedWaitlisted', { position: String(rsvp.waitlistPosition ?? '') })
        : t('rsvp.updated')
    const anchor = pageEventId === undefined ? `#${eventAnchor(eventId)}` : ''
    return redirectWithToast(request, `${backTo(request)}${anchor}`, { title: t('rsvp.success'), description })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return fail(error.status, error.message || RSVP_FAILED)
  }
}

/** The Create Event dialog: 400 with the values and errors, or back to the list with the dialog closed. */
export async function createEventAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const user = await requireUser(request)
  const submission = parseSubmission(formData, createEventSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), rsvpFailure: undefined }, { status: 400 })
  }
  try {
    await createEvent(user, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message || EVENT_CREATE_FAILED] }), rsvpFailure: undefined },
      { status: error.status },
    )
  }
  const t = getT(context, 'events')
  return redirectWithToast(request, backTo(request), { title: t('create.success'), description: t('create.created') })
}

/**
 * The Edit Event dialog (docs/decisions/0110-after-posting.md): PATCH /api/events/{id}'s model with the Create Event
 * form's rules. 400 with the values and errors; a capacity below the number attending is 409 on its field; a refusal
 * of the whole (not the organizer, cancelled, ended) is the form's error with its status. Success closes the dialog.
 */
export async function editEventAction(request: Request, context: Readonly<RouterContextProvider>, formData: FormData, eventId: number) {
  const user = await requireUser(request)
  let editable
  try {
    editable = await requireEditableEvent(user, eventId)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const refused = parseSubmission(formData, createEventSchema).reply({ formErrors: [error.message || EVENT_UPDATE_FAILED] })
    return data({ result: refused, rsvpFailure: undefined }, { status: error.status })
  }
  const submission = parseSubmission(formData, editEventSchema(editable.startDate))
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), rsvpFailure: undefined }, { status: 400 })
  }
  try {
    await updateEvent(user, eventId, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const reply = error.fieldErrors
      ? submission.reply({ fieldErrors: error.fieldErrors })
      : submission.reply({ formErrors: [error.message || EVENT_UPDATE_FAILED] })
    return data({ result: reply, rsvpFailure: undefined }, { status: error.status })
  }
  const t = getT(context, 'events')
  return redirectWithToast(request, backTo(request), { title: t('create.success'), description: t('edit.updated') })
}

/** The Cancel Event dialog: the organizer confirms; refusals are the dialog's error with their status. */
export async function cancelEventAction(request: Request, context: Readonly<RouterContextProvider>, eventId: number) {
  const user = await requireUser(request)
  try {
    await cancelEvent(user, eventId)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ cancelErrors: [error.message || EVENT_UPDATE_FAILED], rsvpFailure: undefined, result: undefined }, { status: error.status })
  }
  const t = getT(context, 'events')
  return redirectWithToast(request, backTo(request), { title: t('create.success'), description: t('cancelEvent.done') })
}
