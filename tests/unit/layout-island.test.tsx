// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import type { LanguageCode } from '~/lib/languages'
import type { PublicUser } from '~/lib/user'
import { click, islandCacheInTests, staticRouterHtml } from '../support/islands'

// docs/decisions/0068-page-response-path.md: the page frame's islands (the header's main navigation and menu panels,
// the footer) are written from a cache of React's own hydratable markup; the page is the same HTML, and the browser
// hydrates it without a mismatch.

const MEMBER: PublicUser = {
  id: 7,
  email: 'mei@example.com',
  firstName: 'Mei',
  lastName: 'Tan',
  userType: 'public',
  profileImageUrl: null,
  isEmailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function Frame({ user }: { user: PublicUser | null }) {
  return (
    <>
      <SiteHeader user={user} />
      <main>page</main>
      <SiteFooter />
    </>
  )
}

const routes = (user: PublicUser | null) => [{ id: 'page', path: '*', loader: () => null, Component: () => <Frame user={user} /> }]

interface Options {
  url?: string
  language?: LanguageCode
  user?: PublicUser | null
}

/** The server's render of the frame at `url`. */
const serverHtml = ({ url = '/startup/1', language = 'en', user = null }: Options = {}) => staticRouterHtml(routes(user), url, language)

const islands = islandCacheInTests()
const withoutCache = (options: Options = {}) => islands.withoutCache(() => serverHtml(options))

describe('the frame written from the cache', () => {
  it.each([
    ['a visitor on a profile', { url: '/startup/1' }],
    ['a visitor on a list page (its main link is current)', { url: '/discover' }],
    ['a member in Japanese', { url: '/dashboard', language: 'ja' as const, user: MEMBER }],
  ])('is the same HTML as React renders it: %s', async (_name, options: Options) => {
    const cached = await serverHtml(options)
    expect(islands.state.renders).toBe(4)
    expect(cached).toBe(await withoutCache(options))
    // And again from the cache, without rendering.
    expect(await serverHtml(options)).toBe(cached)
    expect(islands.state.renders).toBe(4)
  })

  it('renders an island again only when what it shows differs: the current link, the language, the member', async () => {
    await serverHtml({ url: '/startup/1' })
    await serverHtml({ url: '/startup/2' })
    expect(islands.state.renders).toBe(4)
    const discover = await serverHtml({ url: '/discover' })
    expect(discover).toContain('<a aria-current="page" href="/discover"')
    // The main navigation and the mobile menu's panel show /discover as current; the footer and "More" do not change.
    expect(islands.state.renders).toBe(6)
    await serverHtml({ url: '/startup/1', language: 'ko' })
    expect(islands.state.renders).toBe(10)
    const member = await serverHtml({ url: '/startup/1', user: MEMBER })
    expect(member).toContain('Mei Tan')
    const renamed = await serverHtml({ url: '/startup/1', user: { ...MEMBER, firstName: 'May' } })
    expect(renamed).toContain('May Tan')
    expect(renamed).not.toContain('Mei Tan')
  })

  it('the language menu is not cached: it posts back to the address of this page', async () => {
    expect(await serverHtml({ url: '/startup/1?tab=team' })).toContain('name="redirectTo" value="/startup/1?tab=team"')
    expect(await serverHtml({ url: '/startup/2' })).toContain('name="redirectTo" value="/startup/2"')
  })

  it('is hydrated by the browser without a mismatch, and its links are React Router links', async () => {
    const container = document.createElement('div')
    container.innerHTML = await serverHtml({ url: '/startup/1', user: MEMBER })
    document.body.append(container)
    const router = createMemoryRouter(routes(MEMBER), { initialEntries: ['/startup/1'], hydrationData: { loaderData: { page: null } } })
    expect(await islands.hydrate(container, router)).toEqual([])
    const events = container.querySelector<HTMLAnchorElement>('footer a[href="/events"]')!
    await click(events)
    // A client-side navigation, not a document load.
    expect(router.state.location.pathname).toBe('/events')
  })
})
