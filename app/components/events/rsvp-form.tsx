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
 * it is sent to sign in and back. Pressing 'Attending' or 'On waitlist' gives the seat or the place back.
 */
export function RsvpForm({
  eventId,
  state,
  title,
  titleId,
  size = 'sm',
}: {
  eventId: number
  state: RsvpButtonState
  /** The event's title, so each card's button has a distinct description. */
  title: string
  /**
   * On a list, the id of the card's title: the button is then described by the title and the page's one copy of the
   * state's hint (`RsvpHints`) instead of a hint written out in each of 50 cards.
   */
  titleId?: string
  size?: 'sm' | 'md'
}) {
  const { t } = useTranslation('events')
  const navigation = useNavigation()
  const hintId = useId()
  if (state === 'ended') {
    return <p className="text-sm font-medium text-gray-500">{t('rsvp.ended')}</p>
  }
  const pending =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === RSVP_INTENT &&
    navigation.formData.get('eventId') === String(eventId)
  const holding = state === 'attending' || state === 'waitlisted'
  const answer: RsvpAnswer = holding ? 'not_attending' : 'attending'
  const variant = state === 'attending' ? 'primary' : state === 'waitlisted' ? 'secondary' : 'outline'
  return (
    // On a card (titleId given) the form and button are styled from `.ev-card` (app/app.css), the look's variant from
    // the button's state (aria-pressed, the shared hint it refers to), and the button is a submit button by default.
    <Form method="post" preventScrollReset className={titleId ? undefined : 'inline-flex'} discover="none">
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="status" value={answer} />
      <button
        type={titleId ? undefined : 'submit'}
        name="intent"
        value={RSVP_INTENT}
        aria-pressed={holding}
        aria-describedby={titleId ? `${titleId} ${sharedHintId(state)}` : hintId}
        disabled={pending}
        className={titleId ? undefined : buttonClasses({ variant, size })}
      >
        {pending ? t('rsvp.updating') : t(LABELS[state])}
      </button>
      {titleId ? null : (
        <span id={hintId} className="sr-only">
          {t('rsvp.hint', { title, hint: t(HINTS[state]) })}
        </span>
      )}
    </Form>
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
