import { readFileSync } from 'node:fs'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RsvpCardButton, RsvpCardForms } from '~/components/events/rsvp-form'
import { I18nProvider } from '~/browser/i18n-react'
import type { RsvpButtonState } from '~/shared/event-display'

// A card's RSVP control carries no class (50 cards on /events, docs/decisions/0068): its look comes from its element
// and the shared hint it refers to (app/app.css). RSVP and Join waitlist are buttons of the page's one shared RSVP form
// (docs/decisions/0098-list-pages-html.md) and send the event's id as their own value; Attending and On waitlist are
// links to the event's cancel confirmation, so one press on the list never gives a seat away (issue 46, 0136).

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

async function control(state: 'attending' | 'waitlisted' | 'join-waitlist' | 'rsvp'): Promise<string> {
  return /<(button|a)[^>]*>/.exec(await render(<RsvpCardButton eventId={7} state={state} titleId="e7" />))![0]
}

const css = readFileSync('app/app.css', 'utf8')
/** The selectors of the rule that holds a `.btn-<variant>` look. */
function selectorsOf(variant: string): string {
  const at = css.indexOf(`.btn-${variant},`)
  expect(at, `.btn-${variant} in app/app.css`).toBeGreaterThan(-1)
  return css.slice(at, css.indexOf('{', at))
}

describe("a card's RSVP control", () => {
  it.each([
    ['attending', 'primary', `a[aria-describedby$='hint-attending']`, 'href="/events/7?dialog=cancel-rsvp"'],
    ['waitlisted', 'secondary', `a[aria-describedby$='hint-waitlisted']`, 'href="/events/7?dialog=cancel-rsvp"'],
    ['rsvp', 'outline', `button`, 'aria-describedby="e7 hint-rsvp"'],
    ['join-waitlist', 'outline', `button`, 'aria-describedby="e7 hint-join-waitlist"'],
  ] as const)('%s: no class, and the %s look is chosen by %s', async (state, variant, selector, attribute) => {
    const html = await control(state)
    expect(html).not.toContain('class=')
    expect(html).toContain(attribute)
    expect(selectorsOf(variant)).toMatch(new RegExp(`\\.ev-cards article ${selector.replace(/[[\]$]/g, '\\$&')}\\s*[,{]?`))
    // The other looks do not select it.
    for (const other of ['primary', 'secondary', 'outline'].filter((name) => name !== variant)) {
      expect(selectorsOf(other)).not.toContain(`.ev-cards article ${selector}`)
    }
  })

  it.each(['attending', 'waitlisted'] as const)('%s: a link to the confirmation, not a post', async (state) => {
    const html = await render(<RsvpCardButton eventId={7} state={state} titleId="e7" />)
    expect(html).not.toContain('<button')
    expect(html).toContain(`aria-describedby="e7 hint-${state}"`)
  })
})

describe("the cards' shared RSVP form", () => {
  it('posts the intent and attending to the page', async () => {
    const html = await render(<RsvpCardForms states={['rsvp', 'attending']} />)
    const forms = html.match(/<form[^>]*>.*?<\/form>/g)!
    expect(forms).toHaveLength(1)
    expect(forms[0]).toMatch(/^<form id="rsvp" [^>]*method="post"/)
    expect(forms[0]).toContain('name="intent" value="rsvp"')
    expect(forms[0]).toContain('name="status" value="attending"')
  })

  it('is written only when a button submits it', async () => {
    const forms = async (states: RsvpButtonState[]) =>
      (await render(<RsvpCardForms states={states} />)).match(/<form id="[^"]*"/g) ?? []
    expect(await forms(['rsvp', 'join-waitlist', 'ended'])).toEqual(['<form id="rsvp"'])
    expect(await forms(['join-waitlist'])).toEqual(['<form id="rsvp"'])
    expect(await forms(['waitlisted', 'attending', 'ended'])).toEqual([])
    expect(await forms(['ended'])).toEqual([])
  })

  it.each(['rsvp', 'join-waitlist'] as const)('%s: the button sends the event id through the form "rsvp"', async (state) => {
    const button = await control(state)
    expect(button).toContain('form="rsvp"')
    expect(button).toContain('name="eventId"')
    expect(button).toContain('value="7"')
  })
})
