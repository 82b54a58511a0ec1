import { useId } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, useNavigation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import type { RsvpAnswer } from '~/domain/events'
import type { RsvpButtonState } from '~/shared/event-display'

const RSVP_INTENT = 'rsvp'

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

/** The ids of a list page's two shared RSVP forms, by the answer each sends. */
const CARD_FORMS = { attending: 'rsvp', not_attending: 'rsvp-cancel' } as const satisfies Partial<Record<RsvpAnswer, string>>

/** The shared form a card's button in this state belongs to. */
const cardFormOf = (state: Exclude<RsvpButtonState, 'ended'>) =>
  CARD_FORMS[state === 'attending' || state === 'waitlisted' ? 'not_attending' : 'attending']

/**
 * A list page's RSVP forms, once per page (docs/decisions/0098-list-pages-html.md): one sends 'attending', the other
 * 'not_attending', each with the intent; a card's button belongs to one of them by its `form` attribute and adds the
 * event's id as its own name and value. Fifty cards then carry a button each instead of a form with two hidden
 * inputs each. Without JavaScript the browser posts the form with the pressed button's value; with it, React
 * Router's `<Form>` reads the same submitter. Only the forms the cards' buttons (`states`) belong to are written: a
 * form no button submits is a form without a submit button (docs/decisions/0125-valid-markup.md).
 */
export function RsvpCardForms({ states }: { states: readonly RsvpButtonState[] }) {
  const used = new Set<string>(states.flatMap((state) => (state === 'ended' ? [] : [cardFormOf(state)])))
  const forms = (Object.entries(CARD_FORMS) as [keyof typeof CARD_FORMS, string][]).filter(([, id]) => used.has(id))
  return forms.map(([answer, id]) => (
    <Form key={id} id={id} method="post" preventScrollReset discover="none">
      <input type="hidden" name="intent" value={RSVP_INTENT} />
      <input type="hidden" name="status" value={answer} />
    </Form>
  ))
}

/**
 * A card's RSVP button, in one of the page's `RsvpCardForms`. It carries no class: its look comes from its state,
 * which app/app.css reads from aria-pressed and the shared hint it refers to. It is described by the card's title
 * (`titleId`) and the page's one copy of the state's hint (`RsvpHints`).
 */
export function RsvpCardButton({ eventId, state, titleId }: { eventId: number; state: RsvpButtonState; titleId: string }) {
  const { t } = useTranslation('events')
  const pending = usePendingRsvp(eventId)
  if (state === 'ended') {
    return <p className="text-sm font-medium text-gray-500">{t('rsvp.ended')}</p>
  }
  const holding = state === 'attending' || state === 'waitlisted'
  return (
    <button
      type="submit"
      form={cardFormOf(state)}
      name="eventId"
      value={eventId}
      aria-pressed={holding}
      aria-describedby={`${titleId} ${sharedHintId(state)}`}
      disabled={pending}
    >
      {pending ? t('rsvp.updating') : t(LABELS[state])}
    </button>
  )
}

const sharedHintId = (state: Exclude<RsvpButtonState, 'ended'>) => `hint-${state}`

/**
 * Each RSVP state's hint once per list page, for the cards' buttons to refer to (inside a hidden container: read as a
 * description; `EventCardHints`).
 */
export function RsvpHints() {
  const { t } = useTranslation('events')
  return (Object.keys(HINTS) as (keyof typeof HINTS)[]).map((state) => (
    <p key={state} id={sharedHintId(state)}>
      {t(HINTS[state])}
    </p>
  ))
}
