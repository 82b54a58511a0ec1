import { useId } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, href, Link, useNavigation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import type { RsvpAnswer } from '~/domain/events'
import type { RsvpButtonState } from '~/shared/event-display'

const RSVP_INTENT = 'rsvp'

// A member's RSVP cancellation, confirmed first (docs/decisions/0132): the event page's `?dialog=` name.
export const CANCEL_RSVP_DIALOG = 'cancel-rsvp'

/**
 * Where a seat or a waitlist place is given up: the event's page with the confirmation open (issue 46,
 * docs/decisions/0136); here, not in a shared module, so only the events pages carry it. A list card's 'Attending' / 'On waitlist' links here rather than posting, so one press never gives a
 * seat away; without JavaScript it is a page with the confirm form.
 */
export function cancelRsvpHref(eventId: number): string {
  return `${href('/events/:id', { id: String(eventId) })}?dialog=${CANCEL_RSVP_DIALOG}`
}



/** The button's label and its description for each state: keys of the events catalogue. */
const LABELS = {
  attending: 'rsvp.attending',
  waitlisted: 'rsvp.waitlisted',
  'join-waitlist': 'rsvp.joinWaitlist',
  rsvp: 'rsvp.rsvp',
} as const satisfies Record<Exclude<RsvpButtonState, 'ended'>, string>

const HINTS = {
  attending: 'rsvp.hint.attending',
  waitlisted: 'rsvp.hint.waitlisted',
  'join-waitlist': 'rsvp.hint.joinWaitlist',
  rsvp: 'rsvp.hint.rsvp',
} as const satisfies Record<Exclude<RsvpButtonState, 'ended'>, string>

/**
 * The RSVP button (000 §4): a form post to the page it sits on, so it works without JavaScript; a visitor who presses
 * it is sent to sign in and back. Pressing 'Attending' or 'On waitlist' gives the seat or the place back. An event's
 * own page uses this; a list's cards use `RsvpCardButton`.
 */
export function RsvpForm({
  eventId,
  state,
  title,
  size = 'sm',
}: {
  eventId: number
  state: RsvpButtonState
  /** The event's title, so the button's description names it. */
  title: string
  size?: 'sm' | 'md'
}) {
  const { t } = useTranslation('events')
  const hintId = useId()
  const pending = usePendingRsvp(eventId)
  if (state === 'ended') {
    return <p className="text-sm font-medium text-gray-500">{t('rsvp.ended')}</p>
  }
  const holding = state === 'attending' || state === 'waitlisted'
  const answer: RsvpAnswer = holding ? 'not_attending' : 'attending'
  const variant = state === 'attending' ? 'primary' : state === 'waitlisted' ? 'secondary' : 'outline'
  return (
    <Form method="post" preventScrollReset className="inline-flex" discover="none">
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="status" value={answer} />
      <button
        type="submit"
        name="intent"
        value={RSVP_INTENT}
        aria-pressed={holding}
        aria-describedby={hintId}
        disabled={pending}
        className={buttonClasses({ variant, size })}
      >
        {pending ? t('rsvp.updating') : t(LABELS[state])}
      </button>
      <span id={hintId} className="sr-only">
        {t('rsvp.hint', { title, hint: t(HINTS[state]) })}
      </span>
    </Form>
  )
}

/** Whether an RSVP of this event is on its way (either form: the event's own, or a list's shared one). */
function usePendingRsvp(eventId: number): boolean {
  const navigation = useNavigation()
  return (
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === RSVP_INTENT &&
    navigation.formData.get('eventId') === String(eventId)
  )
}

/** The id of a list page's shared RSVP form: the one a card's RSVP / Join waitlist button submits. */
const CARD_FORM = 'rsvp'

/**
 * A list page's RSVP form, once per page (docs/decisions/0098-list-pages-html.md): it sends 'attending' with the
 * intent; a card's button belongs to it by its `form` attribute and adds the event's id as its own name and value.
 * Fifty cards then carry a button each instead of a form with two hidden inputs each. Without JavaScript the browser
 * posts the form with the pressed button's value; with it, React Router's `<Form>` reads the same submitter. Giving a
 * seat back is not a post from the list (it asks first: `RsvpCardButton`). The form is written only when some card's
 * button (`states`) submits it: a form no button submits is a form without a submit button
 * (docs/decisions/0125-valid-markup.md).
 */
export function RsvpCardForms({ states }: { states: readonly RsvpButtonState[] }) {
  if (!states.some((state) => state === 'rsvp' || state === 'join-waitlist')) return null
  return (
    <Form id={CARD_FORM} method="post" preventScrollReset discover="none">
      <input type="hidden" name="intent" value={RSVP_INTENT} />
      <input type="hidden" name="status" value={'attending' satisfies RsvpAnswer} />
    </Form>
  )
}

/**
 * A card's RSVP control. It carries no class: its look comes from its state, which app/app.css reads from the shared
 * hint it refers to (app/app.css `.ev-cards article`). It is described by the card's title (`titleId`) and the page's one copy of the state's hint
 * (`RsvpHints`). RSVP and Join waitlist are buttons of the page's `RsvpCardForms`; Attending and On waitlist are links
 * to the event's page with the cancel confirmation open (issue 46, docs/decisions/0136), so one press on a list never
 * gives a seat away.
 */
export function RsvpCardButton({ eventId, state, titleId }: { eventId: number; state: RsvpButtonState; titleId: string }) {
  const { t } = useTranslation('events')
  const pending = usePendingRsvp(eventId)
  if (state === 'ended') {
    return <p className="text-sm font-medium text-gray-500">{t('rsvp.ended')}</p>
  }
  const describedBy = `${titleId} ${sharedHintId(state)}`
  if (state === 'attending' || state === 'waitlisted') {
    return (
      <Link to={cancelRsvpHref(eventId)} aria-describedby={describedBy} discover="none">
        {t(LABELS[state])}
      </Link>
    )
  }
  return (
    <button
      type="submit"
      form={CARD_FORM}
      name="eventId"
      value={eventId}
      aria-describedby={describedBy}
      disabled={pending}
    >
      {pending ? t('rsvp.updating') : t(LABELS[state])}
    </button>
  )
}

const sharedHintId = (state: Exclude<RsvpButtonState, 'ended'>) => `hint-${state}`

/**
 * The hint of each RSVP state the page's cards show (`states`), once per list page, for the cards' buttons to refer to
 * (inside a hidden container: read as a description; `EventCardHints`). A visitor's page has no "Attending" hint.
 */
export function RsvpHints({ states }: { states: readonly RsvpButtonState[] }) {
  const { t } = useTranslation('events')
  return (Object.keys(HINTS) as (keyof typeof HINTS)[]).filter((state) => states.includes(state)).map((state) => (
    <p key={state} id={sharedHintId(state)}>
      {t(HINTS[state])}
    </p>
  ))
}
