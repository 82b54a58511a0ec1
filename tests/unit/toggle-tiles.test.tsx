// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toggleFilterHref, ToggleTiles, type ToggleTile } from '~/components/ui/toggle-tiles'

afterEach(cleanup)

describe('toggleFilterHref', () => {
  const at = (search: string) => ({ pathname: '/resources', search })

  it('sets the filter, keeping the other parameters', () => {
    expect(toggleFilterHref(at(''), 'type', 'mentor')).toBe('/resources?type=mentor')
    expect(toggleFilterHref(at('?searchQuery=fund&location=Tokyo'), 'type', 'investor')).toBe(
      '/resources?searchQuery=fund&location=Tokyo&type=investor',
    )
  })

  it('switches from another value', () => {
    expect(toggleFilterHref(at('?type=mentor&location=Tokyo'), 'type', 'legal')).toBe(
      '/resources?type=legal&location=Tokyo',
    )
  })

  it('removes the filter when the tile is already selected', () => {
    expect(toggleFilterHref(at('?type=mentor&location=Tokyo'), 'type', 'mentor')).toBe('/resources?location=Tokyo')
    expect(toggleFilterHref(at('?type=mentor'), 'type', 'mentor')).toBe('/resources')
  })

  it('starts paging over', () => {
    expect(toggleFilterHref(at('?offset=50&location=Tokyo'), 'type', 'hr')).toBe('/resources?location=Tokyo&type=hr')
    expect(toggleFilterHref(at('?type=hr&offset=100'), 'type', 'hr')).toBe('/resources')
  })
})

const TILES: ToggleTile[] = [
  { value: 'hot-desk', label: 'Hot Desk', description: 'From $25/day' },
  { value: 'meeting-room', label: 'Meeting Room' },
  { value: 'podcast-booth', label: 'Podcast Booth' },
  { value: 'event-space', label: 'Event Space' },
]

function WorkspacePage() {
  const location = useLocation()
  return (
    <main>
      <p data-testid="url">{location.search}</p>
      <ToggleTiles param="type" label="Workspace types" tiles={TILES} />
    </main>
  )
}

function workspaceStub() {
  const loader = vi.fn(({ request }: { request: Request }) => ({ search: new URL(request.url).search }))
  return createRoutesStub([{ path: '/workspace', Component: WorkspacePage, HydrateFallback: () => null, loader }])
}

const tiles = () => screen.getByRole('list', { name: 'Workspace types' })
const tile = (name: RegExp) => within(tiles()).getByRole('link', { name })

describe('ToggleTiles', () => {
  it('renders plain links, the selected one marked, for the server', () => {
    const Stub = workspaceStub()
    document.body.innerHTML = renderToString(
      <Stub
        initialEntries={['/workspace?type=meeting-room&location=Tokyo&offset=50']}
        hydrationData={{ loaderData: { '0': { search: '' } } }}
      />,
    )
    const links = within(document.body).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/workspace?type=hot-desk&location=Tokyo',
      '/workspace?location=Tokyo',
      '/workspace?type=podcast-booth&location=Tokyo',
      '/workspace?type=event-space&location=Tokyo',
    ])
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null, null])
    expect(links[0]?.textContent).toContain('From $25/day')
    document.body.innerHTML = ''
  })

  it('toggles the filter on and off with JavaScript', async () => {
    const user = userEvent.setup()
    const Stub = workspaceStub()
    render(<Stub initialEntries={['/workspace?location=Tokyo']} />)
    await screen.findByRole('list', { name: 'Workspace types' })
    expect(within(tiles()).queryAllByRole('link', { current: true })).toHaveLength(0)

    await user.click(tile(/Podcast Booth/))
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?location=Tokyo&type=podcast-booth'))
    expect(tile(/Podcast Booth/).getAttribute('aria-current')).toBe('true')
    expect(tile(/Hot Desk/).getAttribute('aria-current')).toBeNull()

    await user.click(tile(/Podcast Booth/))
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?location=Tokyo'))
    expect(within(tiles()).queryAllByRole('link', { current: true })).toHaveLength(0)
  })
})
