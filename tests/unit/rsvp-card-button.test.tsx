import { readFileSync } from 'node:fs'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RsvpCardButton, RsvpCardForms } from '~/components/events/rsvp-form'
import { I18nProvider } from '~/browser/i18n-react'
import type { RsvpButtonState } from '~/shared/event-display'

// A card's RSVP button carries no class (50 cards on /events, docs/decisions/0068): its look comes from its state,
// which app/app.css reads from aria-pressed and the shared hint the button refers to. It belongs to one of the page's
// two shared RSVP forms (docs/decisions/0098-list-pages-html.md) and sends the event's id as its own value.

async function render(node: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ id: 'page', path: '/events', loader: () => null, Component: () => node }])
  const context = await handler.query(new Request('http://x/events'))
  if (context instanceof Response) throw new Error('unexpected response')
  const html = renderToStaticMarkup(
    <I18nProvider language="en">
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  )
  return html
}

async function cardButton(state: 'attending' | 'waitlisted' | 'join-waitlist' | 'rsvp'): Promise<string> {
  return /<button[^>]*>/.exec(await render(<RsvpCardButton eventId={7} state={state} titleId="e7" />))![0]
}

const css = readFileSync('app/app.css', 'utf8')
/** The selectors of the rule that holds a `.btn-<variant>` look. */
function selectorsOf(variant: string): string {
  const at = css.indexOf(`.btn-${variant},`)
  expect(at, `.btn-${variant} in app/app.css`).toBeGreaterThan(-1)
  return css.slice(at, css.indexOf('{', at))
}

describe("a card's RSVP button", () => {
  it.each([
    ['attending', 'primary', `[aria-describedby$='hint-attending']`, 'aria-pressed="true"'],
    ['waitlisted', 'secondary', `[aria-describedby$='hint-waitlisted']`, 'aria-pressed="true"'],
    ['rsvp', 'outline', `[aria-pressed='false']`, 'aria-describedby="e7 hint-rsvp"'],
    ['join-waitlist', 'outline', `[aria-pressed='false']`, 'aria-describedby="e7 hint-join-waitlist"'],
  ] as const)('%s: no class, and the %s look is chosen by %s', async (state, variant, selector, attribute) => {
    const button = await cardButton(state)
    expect(button).not.toContain('class=')
    expect(button).toContain(attribute)
    expect(selectorsOf(variant)).toContain(`.ev-cards article button${selector}`)
    // The other looks do not select it.
    for (const other of ['primary', 'secondary', 'outline'].filter((name) => name !== variant)) {
      expect(selectorsOf(other)).not.toContain(`.ev-cards article button${selector}`)
    }
  })
})

describe("the cards' shared RSVP forms", () => {
  it('one form per answer, each posting the intent and the status to the page', async () => {
    const html = await render(<RsvpCardForms states={['rsvp', 'attending']} />)
    const forms = html.match(/<form[^>]*>.*?<\/form>/g)!
    expect(forms).toHaveLength(2)
    expect(forms[0]).toMatch(/^<form id="rsvp" [^>]*method="post"/)
    expect(forms[0]).toContain('name="intent" value="rsvp"')
    expect(forms[0]).toContain('name="status" value="attending"')
    expect(forms[1]).toMatch(/^<form id="rsvp-cancel" /)
    expect(forms[1]).toContain('name="status" value="not_attending"')
  })

  it('only the forms a button belongs to: a form no button submits is not written', async () => {
    const forms = async (states: RsvpButtonState[]) =>
      (await render(<RsvpCardForms states={states} />)).match(/<form id="[^"]*"/g) ?? []
    expect(await forms(['rsvp', 'join-waitlist', 'ended'])).toEqual(['<form id="rsvp"'])
    expect(await forms(['waitlisted', 'ended'])).toEqual(['<form id="rsvp-cancel"'])
    expect(await forms(['ended'])).toEqual([])
  })

  it.each([
    ['rsvp', 'rsvp'],
    ['join-waitlist', 'rsvp'],
    ['attending', 'rsvp-cancel'],
    ['waitlisted', 'rsvp-cancel'],
  ] as const)('%s: the button sends the event id through the form "%s"', async (state, form) => {
    const button = await cardButton(state)
    expect(button).toContain(`form="${form}"`)
    expect(button).toContain('name="eventId"')
    expect(button).toContain('value="7"')
  })
})
