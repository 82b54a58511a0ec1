// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FilterBar, FilterSelect, FilterToggle, SEARCH_DEBOUNCE_MS, type FilterValues } from '~/components/ui/filter-bar'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Events-like filters: a search, a category select and 'Upcoming Only', which is on unless the URL says false. */
function EventsPage() {
  const values = useLoaderData<FilterValues>()
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <main>
      <p data-testid="url">{location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <FilterBar
        action="/events"
        label="Search and filter events"
        values={values}
        search={{ name: 'q', placeholder: 'Search events', maxLength: 200 }}
      >
        <FilterSelect
          name="category"
          label="Category"
          options={[
            { value: '', label: 'All Categories' },
            { value: 'workshop', label: 'Workshop' },
            { value: 'meetup', label: 'Meetup' },
          ]}
        />
        <FilterToggle name="upcoming" label="Upcoming Only" offValue="false" />
      </FilterBar>
    </main>
  )
}

function eventsStub(loaderDelay?: Promise<void>) {
  const loader = vi.fn(async ({ request }: LoaderFunctionArgs) => {
    await loaderDelay
    // What a query schema does: the last value of each name, 'Upcoming Only' on by default.
    const query = Object.fromEntries(new URL(request.url).searchParams)
    return { ...query, upcoming: query.upcoming ?? 'true' }
  })
  const Stub = createRoutesStub([{ path: '/events', Component: EventsPage, HydrateFallback: () => null, loader }])
  return { Stub, loader }
}

const bar = () => screen.getByRole('search', { name: 'Search and filter events' })
const url = () => screen.getByTestId('url').textContent

describe('FilterBar without JavaScript (server HTML)', () => {
  it('is a GET form with its fields, a Search button, Clear filters, and an explicit off value', () => {
    const { Stub } = eventsStub()
    const html = renderToString(
      <Stub
        initialEntries={['/events?q=pitch&category=meetup&upcoming=false']}
        hydrationData={{ loaderData: { '0': { q: 'pitch', category: 'meetup', upcoming: 'false' } } }}
      />,
    )
    document.body.innerHTML = html
    const form = within(document.body).getByRole('search', { name: 'Search and filter events' })
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/events')
    expect(within(form).getByLabelText('Search')).toHaveProperty('value', 'pitch')
    expect(within(form).getByLabelText('Category')).toHaveProperty('value', 'meetup')
    expect(within(form).getByLabelText('Upcoming Only')).toHaveProperty('checked', false)
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit')
    expect(within(form).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/events')
    // The browser sends upcoming=false, then upcoming=true when the box is ticked: the last value wins.
    const upcoming = Array.from(form.querySelectorAll('input[name="upcoming"]'))
    expect(upcoming.map((input) => [input.getAttribute('type'), input.getAttribute('value')])).toEqual([
      ['hidden', 'false'],
      ['checkbox', 'true'],
    ])
    expect(new FormData(form as HTMLFormElement).getAll('upcoming')).toEqual(['false'])
    document.body.innerHTML = ''
  })
})

describe('FilterBar with JavaScript', () => {
  it('starts from the URL', async () => {
    const { Stub } = eventsStub()
    render(<Stub initialEntries={['/events?q=pitch&category=workshop']} />)
    expect(await screen.findByLabelText('Search')).toHaveProperty('value', 'pitch')
    expect(within(bar()).getByLabelText('Category')).toHaveProperty('value', 'workshop')
    expect(within(bar()).getByLabelText('Upcoming Only')).toHaveProperty('checked', true)
  })

  it('submits the search box once, after a pause in typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { Stub, loader } = eventsStub()
    render(<Stub initialEntries={['/events']} />)
    await user.type(await screen.findByLabelText('Search'), 'demo day')
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50))
    expect(url()).toBe('')
    await act(async () => vi.advanceTimersByTime(100))
    await waitFor(() => expect(url()).toBe('?q=demo+day&upcoming=true'))
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('applies a select at once, dropping empty values and sending the last value of a name', async () => {
    const user = userEvent.setup()
    const { Stub } = eventsStub()
    render(<Stub initialEntries={['/events']} />)
    await user.selectOptions(await screen.findByLabelText('Category'), 'Meetup')
    await waitFor(() => expect(url()).toBe('?category=meetup&upcoming=true'))
    await user.click(within(bar()).getByLabelText('Upcoming Only'))
    await waitFor(() => expect(url()).toBe('?category=meetup&upcoming=false'))
  })

  it('submits on Enter, and Clear filters goes back to the bare page', async () => {
    const user = userEvent.setup()
    const { Stub } = eventsStub()
    render(<Stub initialEntries={['/events?category=workshop']} />)
    await user.type(await screen.findByLabelText('Search'), 'AI{Enter}')
    await waitFor(() => expect(url()).toBe('?q=AI&category=workshop&upcoming=true'))
    await user.click(within(bar()).getByRole('link', { name: 'Clear filters' }))
    await waitFor(() => expect(url()).toBe(''))
    expect(within(bar()).getByLabelText('Search')).toHaveProperty('value', '')
    expect(within(bar()).getByLabelText('Category')).toHaveProperty('value', '')
    expect(within(bar()).getByLabelText('Upcoming Only')).toHaveProperty('checked', true)
  })

  it('puts the fields back in step with the URL on back/forward', async () => {
    const user = userEvent.setup()
    const { Stub } = eventsStub()
    render(<Stub initialEntries={['/events?category=workshop&upcoming=false', '/events?q=pitch&category=meetup']} />)
    expect(await screen.findByLabelText('Category')).toHaveProperty('value', 'meetup')
    await user.click(screen.getByRole('button', { name: 'Browser back' }))
    await waitFor(() => expect(within(bar()).getByLabelText('Category')).toHaveProperty('value', 'workshop'))
    expect(within(bar()).getByLabelText('Search')).toHaveProperty('value', '')
    expect(within(bar()).getByLabelText('Upcoming Only')).toHaveProperty('checked', false)
  })

  it('reads Searching... while the page loads the new results', async () => {
    const user = userEvent.setup()
    let release: () => void = () => {}
    const slow = new Promise<void>((resolve) => (release = resolve))
    const { Stub, loader } = eventsStub()
    render(<Stub initialEntries={['/events']} />)
    await screen.findByLabelText('Category')
    loader.mockImplementationOnce(async () => {
      await slow
      return { category: 'meetup', upcoming: 'true' }
    })
    await user.selectOptions(within(bar()).getByLabelText('Category'), 'Meetup')
    expect(await within(bar()).findByRole('button', { name: 'Searching...' })).toBeTruthy()
    await act(async () => release())
    expect(await within(bar()).findByRole('button', { name: 'Search' })).toBeTruthy()
  })
})
