import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RsvpForm } from '~/components/events/rsvp-form'
import { I18nProvider } from '~/browser/i18n-react'

// A card's RSVP button carries no class (50 cards on /events, docs/decisions/0068): its look comes from its state,
// which app/app.css reads from aria-pressed and the shared hint the button refers to.

async function cardButton(state: 'attending' | 'waitlisted' | 'join-waitlist' | 'rsvp'): Promise<string> {
  const handler = createStaticHandler([
    { id: 'page', path: '/events', loader: () => null, Component: () => <RsvpForm eventId={7} state={state} title="AI Summit" titleId="e7" /> },
  ])
  const context = await handler.query(new Request('http://x/events'))
  if (context instanceof Response) throw new Error('unexpected response')
  const html = renderToStaticMarkup(
    <I18nProvider language="en">
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  )
  return /<button[^>]*>/.exec(html)![0]
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
    expect(selectorsOf(variant)).toContain(`.ev-card button${selector}`)
    // The other looks do not select it.
    for (const other of ['primary', 'secondary', 'outline'].filter((name) => name !== variant)) {
      expect(selectorsOf(other)).not.toContain(`.ev-card button${selector}`)
    }
  })
})
