import { createContext, useContext, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, Link, useLocation, useNavigate, type FormProps, type LinkProps } from 'react-router'
import { buttonClasses, type ButtonVariant } from '~/components/ui/button'
import { useHydrated } from '~/browser/use-hydrated'
import { closeDialogHref, openDialogName, wasOpenedInPlace } from '~/shared/dialog-url'
import { usePreloadOnInteraction } from '~/browser/lazy-component'
import { Frame, lastDialogTrigger, preloadDialog } from './dialog-trigger'
import { useIsPending } from '~/browser/use-is-pending'

export { dialogShouldRevalidate } from '~/shared/dialog-url'

/*
 * Dialogs whose state is the URL (docs/decisions/0016-shared-ui-patterns.md). `?dialog=NAME` is "this page with that
 * dialog open": the server renders it open, so without JavaScript the trigger and Close are plain links and the form
 * inside is a plain POST. The same Radix tree renders in both modes, inline (never through a portal, which renders
 * nothing on the server), so hydration finds exactly the server's markup. With JavaScript the links navigate
 * client-side, Radix traps focus, closes on Escape or a click outside, and returns focus to the trigger.
 *
 * Radix Dialog (app/components/ui/dialog-frame.tsx) is not in the page's scripts (docs/decisions/0057): the browser
 * fetches it when the browser is idle after a page with a trigger loads, or when a dialog opens, whichever is first.
 * The server has it from the start, so `?dialog=NAME` renders open without JavaScript; a page hydrating an open
 * dialog hydrates it once the module is in (until then it is the server's HTML, a working plain form).
 */

export { DialogTrigger, preloadDialog } from './dialog-trigger'

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

interface DialogContextValue {
  closeHref: string
  close: () => void
}

const DialogContext = createContext<DialogContextValue | null>(null)

function useDialogContext(component: string): DialogContextValue {
  const context = useContext(DialogContext)
  if (!context) throw new Error(`<${component}> must be inside a <Dialog>`)
  return context
}

export interface DialogProps {
  /** The value of `?dialog=` that opens this dialog. */
  name: string
  /** Heading that labels the dialog. */
  title: string
  description?: ReactNode
  /** Query parameters this dialog owns besides `dialog` (set by its triggers); closing removes them too. */
  params?: readonly string[]
  size?: 'md' | 'lg'
  /** Rendered only while the dialog is open, so a form inside starts afresh each time it opens. */
  children: ReactNode
}

const widths = { md: 'max-w-lg', lg: 'max-w-2xl' } as const

/**
 * Render once per page, at page level (a transformed or clipped ancestor would trap its fixed overlay); triggers can
 * be anywhere. The route re-exports `dialogShouldRevalidate` as its `shouldRevalidate`.
 */
export function Dialog({ name, title, description, params, size = 'md', children }: DialogProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const titleId = useId()
  const descriptionId = useId()
  const open = openDialogName(location.search) === name
  const hydrated = useHydrated()
  usePreloadOnInteraction(preloadDialog)
  const closeHref = closeDialogHref(location, params)
  // Escape pressed twice before the navigation lands must not go back twice.
  const closing = useRef(false)
  useEffect(() => {
    closing.current = false
  }, [location.key])

  function close() {
    if (closing.current) return
    closing.current = true
    // Opened by our trigger: going back removes the entry, so Back afterwards does not reopen the dialog.
    if (wasOpenedInPlace(location.state)) void navigate(-1)
    else void navigate(closeHref, { replace: true, preventScrollReset: true })
  }

  function returnFocus(event: Event) {
    event.preventDefault()
    const triggers = Array.from(document.querySelectorAll<HTMLElement>('[data-dialog-trigger]')).filter(
      (element) => element.dataset.dialogTrigger === name,
    )
    const lastTrigger = lastDialogTrigger()
    const trigger = lastTrigger && triggers.includes(lastTrigger) ? lastTrigger : triggers[0]
    trigger?.focus()
  }

  return (
    <DialogContext.Provider value={{ closeHref, close }}>
      {/* Closed, the server's HTML and the hydrating render both leave it out; once in, it stays for the close. */}
      {open || (hydrated && Frame.loaded()) ? (
        <Frame
          open={open}
          onClose={close}
          onCloseAutoFocus={returnFocus}
          titleId={titleId}
          descriptionId={descriptionId}
          title={title}
          description={description}
          className={
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 ' +
            `-translate-y-1/2 overflow-y-auto overscroll-contain rounded-xl bg-white p-6 shadow-xl ${widths[size]} ` +
            'focus:outline-none'
          }
          closeButton={
            <DialogClose
              aria-label={t('actions.close')}
              className="absolute top-4 right-4 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </DialogClose>
          }
        >
          {children}
        </Frame>
      ) : null}
    </DialogContext.Provider>
  )
}

/**
 * A link to this page without the dialog (the X in the corner, or a form's Cancel). With JavaScript it closes the
 * dialog the way Escape does.
 */
export function DialogClose({ onClick, ...props }: Omit<LinkProps, 'to'>) {
  const { closeHref, close } = useDialogContext('DialogClose')
  return (
    <Link
      {...props}
      to={closeHref}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        close()
      }}
    />
  )
}

/**
 * The dialog's form: a POST to this page's own URL, `?dialog=NAME` included, so a 400 re-renders the dialog open
 * with the visitor's values and errors. The action redirects to the page without `dialog` on success, which closes
 * the dialog in both modes. With JavaScript the submission replaces the history entry (keeping its state), so Back
 * after a successful post does not reopen an empty dialog.
 */
export function DialogForm(props: Omit<FormProps, 'method' | 'action' | 'navigate' | 'replace' | 'state'>) {
  const location = useLocation()
  return <Form {...props} method="post" replace state={location.state} preventScrollReset />
}

export interface DialogSubmitButtonProps {
  /** The spec's pending label: 'Posting...', 'Creating...', 'Booking...'. */
  pendingLabel: string
  /** Sent as `intent` (the action's switch) and used to tell this form's submission from others on the page. */
  intent?: string
  variant?: ButtonVariant
  className?: string
  children: ReactNode
}

/** The submit button: disabled and showing `pendingLabel` from the click until the page has its answer. */
export function DialogSubmitButton({
  pendingLabel,
  intent,
  variant = 'primary',
  className = '',
  children,
}: DialogSubmitButtonProps) {
  const pending = useIsPending({ intent })
  return (
    <button
      type="submit"
      name={intent === undefined ? undefined : 'intent'}
      value={intent}
      disabled={pending}
      className={buttonClasses({ variant, className })}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
