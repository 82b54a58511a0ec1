import { Toast as RadixToast } from 'radix-ui'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from '~/lib/i18n-react'
import type { Toast } from '~/lib/toast'

export type ToastInput = Omit<Toast, 'id' | 'type'> & { id?: string; type?: Toast['type'] }

/*
 * One toast at a time (000 §9): a tiny store holds the visible toast. The server's flash toast (from the root loader)
 * and toasts raised in the browser (`showToast`) go through it, so a new one always replaces the old.
 */
let visible: Toast | null = null
let clientToastCount = 0
const seen = new Set<string>()
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function present(toast: Toast) {
  if (seen.has(toast.id)) return
  seen.add(toast.id)
  visible = toast
  emit()
}

function dismiss(id: string) {
  if (visible?.id !== id) return
  visible = null
  emit()
}

/** Shows a toast from the browser (e.g. "Login Failed" after a client-side request), replacing any visible one. */
export function showToast(input: ToastInput): void {
  present({ ...input, id: input.id ?? `client-${++clientToastCount}`, type: input.type ?? 'info' })
}

const noopSubscribe = () => () => {}
/** False on the server and during hydration, true afterwards: the switch from static markup to Radix. */
function useHydrated() {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  )
}

const toneClasses: Record<Toast['type'], string> = {
  success: 'border-green-200 bg-white',
  error: 'border-red-200 bg-red-50',
  info: 'border-gray-200 bg-white',
}

const cardClasses = 'pointer-events-auto w-full rounded-lg border p-4 pr-10 shadow-lg'

/**
 * Without JavaScript (and in the first, hydrating render) the flash toast is a static status region that stays on the
 * page. Once hydrated it becomes a Radix toast (5000 ms, swipe right past 50 px to dismiss, F8 focuses the viewport).
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const current = useSyncExternalStore(
    subscribe,
    () => visible,
    () => null,
  )

  useEffect(() => {
    if (toast) present(toast)
  }, [toast])

  if (!hydrated) {
    if (!toast) return null
    return (
      <div className="fixed right-4 bottom-4 left-4 z-50 sm:left-auto sm:w-96">
        <div role="status" className={`${cardClasses} ${toneClasses[toast.type]}`}>
          <p className="text-sm font-semibold text-gray-900">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm text-gray-600">{toast.description}</p> : null}
        </div>
      </div>
    )
  }

  return (
    <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current ? (
        <RadixToast.Root
          key={current.id}
          type={current.type === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id)
          }}
          className={
            `${cardClasses} ${toneClasses[current.type]} relative ` +
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform ' +
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ' +
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]'
          }
        >
          <RadixToast.Title className="text-sm font-semibold text-gray-900">{current.title}</RadixToast.Title>
          {current.description ? (
            <RadixToast.Description className="mt-1 text-sm text-gray-600">
              {current.description}
            </RadixToast.Description>
          ) : null}
          <RadixToast.Close
            aria-label={t('toast.dismiss')}
            className="absolute top-2 right-2 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport
        hotkey={['F8']}
        className="fixed right-4 bottom-4 left-4 z-50 flex flex-col gap-2 outline-none sm:left-auto sm:w-96"
      />
    </RadixToast.Provider>
  )
}
