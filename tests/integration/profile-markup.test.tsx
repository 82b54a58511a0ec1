// @vitest-environment jsdom
import { eq } from 'drizzle-orm'
import type { ComponentType } from 'react'
import { createMemoryRouter, useLoaderData } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { startups, startupTeam } from '../../db/schema'
import { withHoistedPreloads } from '~/lib/card-markup.server'
import { getDb } from '~/lib/db.server'
import StartupProfilePage, { loader as pageLoader } from '~/routes/startup'
import type { PublicUser } from '~/lib/user'
import { getRequest } from '../support/http'
import { createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { click, islandCacheInTests, staticRouterHtml } from '../support/islands'

// docs/decisions/0079-profile-markup-by-its-data.md: the startup profile's <main> is written from a cache of its
// hydratable markup, keyed by the page's loader data. The page is the same HTML as React renders it in the tree
// (the preloads of its eager images stay in the head), a viewer never gets another viewer's markup, changed data
// is another key, and the browser hydrates it without a mismatch.

type LoaderData = Awaited<ReturnType<typeof pageLoader>>
const Page = StartupProfilePage as unknown as ComponentType<{ loaderData: LoaderData }>

let owner: PublicUser
let profileId = 0
let ownerCookie = ''

beforeAll(async () => {
  owner = await createUser({ userType: 'startup', firstName: 'Mei', lastName: 'Lin' })
  ownerCookie = await signedInCookie(owner)
  profileId = (await createStartup(owner, { name: 'Markup & Co', claimedByUserId: owner.id })).id
  const db = await getDb()
  await db
    .update(startups)
    .set({
      heroBanners: [
        { imageUrl: '/images/banners/banner-2.svg?size=large&v=1', title: 'Second', order: 2 },
        { imageUrl: '/images/banners/banner-1.svg', title: 'First', order: 1 },
      ],
    })
    .where(eq(startups.id, profileId))
  await db.insert(startupTeam).values([
    { startupId: profileId, name: 'Ana Photo', role: 'CTO', photoUrl: '/uploads/team/ana.png' },
    { startupId: profileId, name: 'Ben Photo', role: 'COO', photoUrl: '/uploads/team/ben.png' },
  ])
})

async function loaderData(search = '', cookie?: string): Promise<LoaderData> {
  const id = String(profileId)
  return pageLoader(routeArgs(getRequest(`/startup/${id}${search}`, cookie ? { Cookie: cookie } : {}), { params: { id } }))
}

function routes(data: LoaderData, document: boolean) {
  function Component() {
    const page = <Page loaderData={useLoaderData() as LoaderData} />
    return document ? (
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
        </head>
        <body>{page}</body>
      </html>
    ) : (
      page
    )
  }
  return [{ id: 'profile', path: '/startup/:id', loader: () => data, Component }]
}

/** The server's render of the profile with this loader data: a whole document, or (to hydrate) the page alone. */
const serverHtml = (data: LoaderData, { search = '', document = true } = {}) =>
  staticRouterHtml(routes(data, document), `/startup/${profileId}${search}`)

// As app/entry.server.tsx registers the frame's cache.
const islands = islandCacheInTests(withHoistedPreloads)
const withoutCache = (data: LoaderData, options: { search?: string } = {}) => islands.withoutCache(() => serverHtml(data, options))

const PRELOAD = /<link rel="preload"[^>]*>/g
const preloads = (html: string) => (html.match(PRELOAD) ?? []).map((link) => /href="([^"]*)"/.exec(link)![1]).sort()
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

describe('the startup profile written from its cached markup', () => {
  it.each([
    ['the overview (the hero banner is an eager image)', ''],
    ['the team (two photos)', '?tab=team'],
    ['the reviews', '?tab=reviews'],
  ])('is the HTML React renders in the tree, its image preloads in the head: %s', async (_name, search) => {
    const data = await loaderData(search)
    const cached = await serverHtml(data, { search })
    const inTree = await withoutCache(data, { search })
    expect(islands.state.renders).toBe(1)
    expect(main(cached)).not.toContain('<link')
    expect(cached.replace(PRELOAD, '')).toBe(inTree.replace(PRELOAD, ''))
    // The same preloads (React's for the eager images), every one in the head; the escaped address comes back whole.
    expect(preloads(head(cached))).toEqual(preloads(inTree))
    expect(preloads(cached)).toEqual(preloads(head(cached)))
    expect(preloads(cached)).toContain('/images/banners/banner-1.svg')
    if (search === '?tab=team') expect(preloads(cached)).toEqual(expect.arrayContaining(['/uploads/team/ana.png', '/uploads/team/ben.png']))
    // And again, from the cache: no render.
    expect(await serverHtml(data, { search })).toBe(cached)
    expect(islands.state.renders).toBe(1)
  })

  it("never gives a viewer another viewer's markup: the owner's Edit controls, in either order", async () => {
    const editHref = `href="/startup/${profileId}/edit`
    const visitor = await serverHtml(await loaderData())
    const mine = await serverHtml(await loaderData('', ownerCookie))
    const visitorAgain = await serverHtml(await loaderData())
    expect(mine).toContain(editHref)
    expect(visitor).not.toContain(editHref)
    expect(visitorAgain).toBe(visitor)
    expect(islands.state.renders).toBe(2)
  })

  it('shows changed data at once: another row is another key', async () => {
    const before = await serverHtml(await loaderData())
    expect(before).toContain('Markup &amp; Co')
    const db = await getDb()
    await db.update(startups).set({ name: 'Markup Renamed' }).where(eq(startups.id, profileId))
    try {
      const after = await serverHtml(await loaderData())
      expect(after).toContain('Markup Renamed')
      expect(after).not.toContain('Markup &amp; Co')
      expect(islands.state.renders).toBe(2)
    } finally {
      await db.update(startups).set({ name: 'Markup & Co' }).where(eq(startups.id, profileId))
    }
  })

  it('is hydrated by the browser without a mismatch, and its tabs are React Router links', async () => {
    const data = await loaderData('', ownerCookie)
    const container = document.createElement('div')
    container.innerHTML = await serverHtml(data, { document: false })
    document.body.append(container)
    expect(islands.state.renders).toBe(1)
    // jsdom has no matchMedia; the carousel asks it whether to autoplay (a visitor who prefers reduced motion: no).
    window.matchMedia = ((media: string) =>
      ({ matches: true, media, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList) as typeof window.matchMedia
    const router = createMemoryRouter(routes(data, false), {
      initialEntries: [`/startup/${profileId}`],
      hydrationData: { loaderData: { profile: data } },
    })
    expect(await islands.hydrate(container, router)).toEqual([])
    const team = container.querySelector<HTMLAnchorElement>(`a[href="/startup/${profileId}?tab=team"]`)!
    await click(team)
    // A client-side navigation, not a document load.
    expect(router.state.location.search).toBe('?tab=team')
  })
})
