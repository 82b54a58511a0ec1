// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import {
  createRoutesStub,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Dialog, DialogForm, DialogSubmitButton, DialogTrigger, preloadDialog } from '~/components/ui/dialog'
import {
  closeDialogHref,
  dialogShouldRevalidate,
  OPENED_IN_PLACE,
  openDialogHref,
  openDialogName,
  wasOpenedInPlace,
} from '~/shared/dialog-url'

afterEach(cleanup)

type ActionResult = { error?: string }

function JobsPage() {
  const { loads } = useLoaderData<{ loads: number }>()
  const actionData = useActionData<ActionResult>()
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <main>
      <h1>Talent Hub</h1>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
      <p data-testid="url">{location.pathname + location.search}</p>
      <p data-testid="loads">{loads}</p>
      <DialogTrigger name="post-job">Post Job</DialogTrigger>
      <Dialog name="post-job" title="Post a Job" description="Tell candidates about the role.">
        <DialogForm>
          <label htmlFor="job-title">Job title</label>
          <input id="job-title" name="title" />
          {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
          <DialogSubmitButton pendingLabel="Posting..." intent="post-job">
            Post Job
          </DialogSubmitButton>
        </DialogForm>
      </Dialog>
    </main>
  )
}

/** A /jobs route whose loader counts its calls and whose action is whatever the test needs. */
function jobsStub(action: (request: Request) => Promise<Response | ReturnType<typeof data>> = async () => redirect('/jobs')) {
  let loads = 0
  const loader = vi.fn(() => ({ loads: ++loads }))
  const Stub = createRoutesStub([
    {
      path: '/jobs',
      Component: JobsPage,
      HydrateFallback: () => null,
      loader,
      action: ({ request }) => action(request),
      shouldRevalidate: (args) => dialogShouldRevalidate(args),
    },
  ])
  return { Stub, loader }
}

// The server has Radix Dialog from the start (app/components/ui/dialog.tsx); so does this file's renderToString.
beforeAll(() => preloadDialog())

describe('dialog URLs', () => {
  const location = { pathname: '/talent-hub', search: '?location=Tokyo&type=contract' }

  it('opens with ?dialog=NAME, keeping the other parameters', () => {
    expect(openDialogHref(location, 'post-job')).toBe('/talent-hub?location=Tokyo&type=contract&dialog=post-job')
    expect(openDialogHref({ pathname: '/events', search: '' }, 'create-event')).toBe('/events?dialog=create-event')
    expect(openDialogHref({ pathname: '/workspace', search: '?type=hot-desk' }, 'book', { workspaceId: '3' })).toBe(
      '/workspace?type=hot-desk&dialog=book&workspaceId=3',
    )
  })

  it('closes by dropping dialog (and the dialog’s own parameters) only', () => {
    expect(closeDialogHref({ pathname: '/talent-hub', search: '?location=Tokyo&dialog=post-job' })).toBe(
      '/talent-hub?location=Tokyo',
    )
    expect(closeDialogHref({ pathname: '/events', search: '?dialog=create-event' })).toBe('/events')
    expect(
      closeDialogHref({ pathname: '/workspace', search: '?type=hot-desk&dialog=book&workspaceId=3' }, ['workspaceId']),
    ).toBe('/workspace?type=hot-desk')
  })

  it('reads the open dialog', () => {
    expect(openDialogName('?dialog=post-job')).toBe('post-job')
    expect(openDialogName('?dialog=')).toBeNull()
    expect(openDialogName(new URLSearchParams('a=1'))).toBeNull()
  })

  it('recognises an entry a trigger pushed', () => {
    expect(wasOpenedInPlace(OPENED_IN_PLACE)).toBe(true)
    expect(wasOpenedInPlace(null)).toBe(false)
    expect(wasOpenedInPlace({ dialogOpenedInPlace: 'yes' })).toBe(false)
  })
})

describe('dialogShouldRevalidate', () => {
  const args = (current: string, next: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
    ({
      currentUrl: new URL(current, 'http://x.test'),
      nextUrl: new URL(next, 'http://x.test'),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
      ...extra,
    }) as ShouldRevalidateFunctionArgs

  it('keeps the data when only the dialog opens or closes', () => {
    expect(dialogShouldRevalidate(args('/jobs?type=contract', '/jobs?type=contract&dialog=post-job'))).toBe(false)
    expect(dialogShouldRevalidate(args('/jobs?dialog=post-job', '/jobs'))).toBe(false)
    expect(dialogShouldRevalidate(args('/jobs?dialog=a', '/jobs?dialog=b'))).toBe(false)
  })

  it('counts the dialog’s own parameters as part of the dialog', () => {
    const open = args('/workspace', '/workspace?dialog=book&workspaceId=3')
    expect(dialogShouldRevalidate(open)).toBe(true)
    expect(dialogShouldRevalidate(open, ['workspaceId'])).toBe(false)
  })

  it('reloads when anything else changes', () => {
    expect(dialogShouldRevalidate(args('/jobs?dialog=post-job', '/jobs?type=contract'))).toBe(true)
    expect(dialogShouldRevalidate(args('/jobs?dialog=post-job', '/events'))).toBe(true)
    expect(dialogShouldRevalidate(args('/jobs', '/jobs'))).toBe(true)
  })

  it('defers to the default after a submission', () => {
    const submitted = { formMethod: 'POST', actionStatus: 303 } as const
    expect(dialogShouldRevalidate(args('/jobs?dialog=post-job', '/jobs', submitted))).toBe(true)
    expect(
      dialogShouldRevalidate(
        args('/jobs?dialog=post-job', '/jobs?dialog=post-job', { ...submitted, defaultShouldRevalidate: false }),
      ),
    ).toBe(false)
  })
})

describe('Dialog without JavaScript (server HTML)', () => {
  function serverHtml(url: string) {
    const { Stub } = jobsStub()
    const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': { loads: 1 } } }} />)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    return { html, container }
  }

  afterEach(() => {
    document.body.replaceChildren()
  })

  it('renders the open dialog inline with its heading, form and a Close link', () => {
    const { container } = serverHtml('/jobs?location=Tokyo&dialog=post-job')
    const dialog = within(container).getByRole('dialog', { name: 'Post a Job' })
    expect(dialog).toHaveProperty('id')
    expect(within(dialog).getByRole('heading', { name: 'Post a Job' })).toBeTruthy()
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText('Tell candidates about the role.').id)
    const form = dialog.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    // React Router writes the action out: the page's own URL, dialog included, so a 400 re-renders it open.
    expect(form.getAttribute('action')).toBe('/jobs?location=Tokyo&dialog=post-job')
    expect(within(dialog).getByLabelText('Job title')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/jobs?location=Tokyo')
    expect(within(dialog).getByRole('button', { name: 'Post Job' }).hasAttribute('disabled')).toBe(false)
  })

  it('renders only the trigger link when the URL names no dialog', () => {
    const { container } = serverHtml('/jobs?location=Tokyo')
    expect(within(container).queryByRole('dialog')).toBeNull()
    expect(within(container).queryByRole('form')).toBeNull()
    const trigger = within(container).getByRole('link', { name: 'Post Job' })
    expect(trigger.getAttribute('href')).toBe('/jobs?location=Tokyo&dialog=post-job')
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('hydrates onto the server HTML without a mismatch', async () => {
    // Browsers reflect the autofocus attribute on every element; jsdom only on form controls.
    Object.defineProperty(HTMLElement.prototype, 'autofocus', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('autofocus')
      },
    })
    const consoleError = vi.spyOn(console, 'error')
    const url = '/jobs?dialog=post-job'
    const { container } = serverHtml(url)
    const serverDialog = container.querySelector('[role="dialog"]')
    const onRecoverableError = vi.fn()
    const { Stub } = jobsStub()
    const root = await act(async () =>
      hydrateRoot(container, <Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': { loads: 1 } } }} />, {
        onRecoverableError,
      }),
    )
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    // The very element the server sent is now the live Radix dialog.
    expect(container.querySelector('[role="dialog"]')).toBe(serverDialog)
    act(() => root.unmount())
    consoleError.mockRestore()
    Reflect.deleteProperty(HTMLElement.prototype, 'autofocus')
  })
})

describe('Dialog with JavaScript', () => {
  it('opens in place from the trigger, takes focus, and Escape goes back to where it was', async () => {
    const user = userEvent.setup()
    const { Stub, loader } = jobsStub()
    render(<Stub initialEntries={['/jobs?type=contract']} />)
    const trigger = await screen.findByRole('link', { name: 'Post Job' })
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Post a Job' })
    expect(screen.getByTestId('url').textContent).toBe('/jobs?type=contract&dialog=post-job')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Tell candidates about the role.').id)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('url').textContent).toBe('/jobs?type=contract')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Post Job' })))
    // Opening and closing did not reload the page's data.
    expect(loader).toHaveBeenCalledTimes(1)

    // Forward reopens it (the same history entry); it still closes.
    await user.click(screen.getByRole('button', { name: 'Browser forward' }))
    await screen.findByRole('dialog', { name: 'Post a Job' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('url').textContent).toBe('/jobs?type=contract')
  })

  it('closes from the Close link, and opened by its URL it closes by replacing that entry', async () => {
    const user = userEvent.setup()
    const { Stub } = jobsStub()
    render(<Stub initialEntries={['/jobs?dialog=post-job']} />)
    const dialog = await screen.findByRole('dialog', { name: 'Post a Job' })
    await user.click(within(dialog).getByRole('link', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('url').textContent).toBe('/jobs')
  })

  it('shows the pending label on a disabled button, stays open with the error on 400, closes on redirect', async () => {
    const user = userEvent.setup()
    let answer: (response: Response | ReturnType<typeof data>) => void = () => {}
    const posted: FormData[] = []
    const { Stub, loader } = jobsStub(async (request) => {
      posted.push(await request.formData())
      return new Promise((resolve) => (answer = resolve))
    })
    render(<Stub initialEntries={['/jobs']} />)
    await user.click(await screen.findByRole('link', { name: 'Post Job' }))
    const dialog = await screen.findByRole('dialog', { name: 'Post a Job' })

    await user.type(within(dialog).getByLabelText('Job title'), 'Engineer')
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }))
    const pending = await within(dialog).findByRole('button', { name: 'Posting...' })
    expect(pending).toHaveProperty('disabled', true)
    expect(posted[0]?.get('intent')).toBe('post-job')
    expect(posted[0]?.get('title')).toBe('Engineer')

    await act(async () => answer(data({ error: 'Salary must be a number' }, { status: 400 })))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Salary must be a number')
    expect(screen.getByRole('dialog', { name: 'Post a Job' })).toBe(dialog)
    expect(within(dialog).getByLabelText('Job title')).toHaveProperty('value', 'Engineer')
    expect(within(dialog).getByRole('button', { name: 'Post Job' })).toHaveProperty('disabled', false)
    expect(screen.getByTestId('url').textContent).toBe('/jobs?dialog=post-job')

    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }))
    await within(dialog).findByRole('button', { name: 'Posting...' })
    await act(async () => answer(redirect('/jobs')))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('url').textContent).toBe('/jobs')
    // The successful post reloaded the list; the 400 did not.
    await waitFor(() => expect(screen.getByTestId('loads').textContent).toBe('2'))
    expect(loader).toHaveBeenCalledTimes(2)

    // Opened again, the form starts empty.
    await user.click(screen.getByRole('link', { name: 'Post Job' }))
    const reopened = await screen.findByRole('dialog', { name: 'Post a Job' })
    expect(within(reopened).getByLabelText('Job title')).toHaveProperty('value', '')
    expect(within(reopened).queryByRole('alert')).toBeNull()
  })
})
