// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { inRouter } from '../support/in-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { Booking } from '~/models/bookings.server'
import type { Workspace } from '~/models/workspaces.server'
import { MyBookings } from '~/routes/workspace/my-bookings'
import { WorkspaceResults } from '~/routes/workspace/results'
import { workspaceCardView, type WorkspaceCardView } from '~/routes/workspace/workspace-card'
import { type Cards, toCards } from '~/shared/columns'

afterEach(cleanup)

const workspace: Workspace = {
  id: 3,
  name: 'Marina Room',
  type: 'meeting-room',
  description: 'By the bay.',
  location: 'Singapore',
  cityId: null,
  capacity: 8,
  hourlyRate: '12.34',
  dailyRate: null,
  amenities: ['Wi-Fi', 'Coffee', 'Printing', 'Lockers', 'Showers', 'Projector'],
  images: [],
  timeZone: 'Asia/Singapore',
}

const booking = (status: string, cancellable: boolean): Booking => ({
  id: 9,
  workspaceId: 3,
  userId: 1,
  startTime: '2026-12-01T02:00:00.000Z',
  endTime: '2026-12-01T03:30:00.000Z',
  totalAmount: '18.51',
  listAmount: '18.51',
  discountPercent: 0,
  status,
  paymentStatus: 'pending',
  createdAt: '2026-11-22T00:00:00.000Z',
  workspaceName: 'Marina Room',
  workspaceType: 'meeting-room',
  location: 'Singapore',
  timeZone: 'Asia/Singapore',
  cancellable,
})

const never = <T,>() => new Promise<T>(() => undefined)
const query = { limit: 50, offset: 0 }

describe('loading with JavaScript (the loader streams the lists on client navigations)', () => {
  it('shows 6 workspace skeletons while the list loads', () => {
    const { container } = render(
      inRouter(<WorkspaceResults workspaces={never<Cards<WorkspaceCardView>>()} query={query} signedIn />),
    )
    expect(screen.getByRole('status', { name: 'Loading workspaces' })).toBeTruthy()
    expect(container.querySelectorAll('[data-skeleton="workspace"]')).toHaveLength(6)
  })

  it('shows 3 booking skeletons while My Bookings loads', () => {
    const { container } = render(
      inRouter(<MyBookings bookings={never<Booking[]>()} />),
    )
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeTruthy()
    expect(container.querySelectorAll('[data-skeleton="booking"]')).toHaveLength(3)
  })
})

describe('what the server renders', () => {
  const html = (node: React.ReactNode) => renderToString(inRouter(node, '/workspace'))

  it('a card: name, type, place, capacity, rates, 4 amenities then +N more, and Book Now for members', () => {
    const card = html(<WorkspaceResults workspaces={toCards([workspaceCardView(workspace)])} query={query} signedIn />)
    for (const text of ['Marina Room', 'Meeting Room', 'Singapore', 'Up to 8 people', '$12.34/hour', '+2 more', 'Book Now']) {
      expect(card).toContain(text)
    }
    expect(card).not.toContain('Showers')
    expect(card).toContain('href="/workspace?dialog=book-workspace&amp;workspaceId=3"')
    expect(card).not.toContain('Loading workspaces')
  })

  it('a visitor\'s Book Now signs in first, then opens the dialog', () => {
    const card = html(<WorkspaceResults workspaces={toCards([workspaceCardView(workspace)])} query={query} signedIn={false} />)
    expect(card).toContain(`href="/auth?redirectTo=${encodeURIComponent('/workspace?dialog=book-workspace&workspaceId=3')}"`)
  })

  it("My Bookings: the status badge's style, the total, Cancel only before the start, and 'No bookings yet'", async () => {
    const Stub = createRoutesStub([
      {
        path: '/workspace',
        Component: () => <MyBookings bookings={[booking('confirmed', true), { ...booking('cancelled', false), id: 10 }]} />,
      },
    ])
    render(<Stub initialEntries={['/workspace']} />)
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]!.textContent).toContain('Tue, 1 Dec 2026, 10:00–11:30 (GMT+8)')
    expect(items[0]!.textContent).toContain('Total $18.51')
    expect(screen.getByText('Confirmed').className).toContain('bg-brand-600')
    expect(screen.getByText('Cancelled').className).toContain('bg-gray-100')
    // Cancel asks first (?dialog=cancel-booking, decision 0126); a cancelled booking offers neither it nor the calendar.
    const cancel = screen.getAllByRole('link', { name: /^Cancel booking/ })
    expect(cancel).toHaveLength(1)
    expect(cancel[0]!.getAttribute('href')).toMatch(/dialog=cancel-booking&booking=9/)
    const calendar = screen.getAllByRole('link', { name: /^Add to calendar/ })
    expect(calendar).toHaveLength(1)
    expect(calendar[0]!.getAttribute('href')).toBe('/workspace-bookings/9/calendar.ics')
    expect(items[1]!.textContent).not.toMatch(/pending/i)
    expect(html(<MyBookings bookings={[]} />)).toContain('No bookings yet')
    expect(html(<MyBookings bookings={null} />)).toContain('Sign in to book a workspace')
  })
})
