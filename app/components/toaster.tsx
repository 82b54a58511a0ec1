import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '~/browser/i18n-react'
import { useHydrated } from '~/browser/use-hydrated'
import { dismissToast, presentToast, subscribeToToasts, visibleToast } from '~/browser/toasts'
import type { Toast } from '~/shared/toast'

const DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50
const HOTKEY = 'F8'

const toneClasses: Record<Toast['type'], string> = {
  success: 'border-green-200 bg-white',
  error: 'border-red-200 bg-red-50',
  info: 'border-gray-200 bg-white',
}

const cardClasses = 'pointer-events-auto w-full rounded-lg border p-4 pr-10 shadow-lg'
const viewportClasses = 'fixed right-4 bottom-4 left-4 z-50 flex flex-col gap-2 outline-none sm:left-auto sm:w-96'

/**
 * Without JavaScript (and in the first, hydrating render) the flash toast is a static status region that stays on the
 * page. Once hydrated it shows in a "Notifications (F8)" region (F8 focuses it) as a live status (assertive for an
 * error) that closes itself after 5000 ms, paused while hovered or focused, closes on its button, Escape, or a swipe
 * right past 50 px. Our own few lines in place of Radix Toast (docs/decisions/0057-javascript-per-route.md).
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated()
  const current = useSyncExternalStore(
    subscribeToToasts,
    visibleToast,
    () => null,
  )
  const viewport = useRef<HTMLElement>(null)

  useEffect(() => {
    if (toast) presentToast(toast)
  }, [toast])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) viewport.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  if (!hydrated) {
    if (!toast) return null
    return (
      <div className={viewportClasses}>
        <div role="status" className={`${cardClasses} ${toneClasses[toast.type]}`}>
          <p className="text-sm font-semibold text-gray-900">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm text-gray-600">{toast.description}</p> : null}
        </div>
      </div>
    )
  }

  // Appended to the body when a toast appears: a modal dialog hides what was on the page when it opened from
  // assistive technology (aria-hidden), and a refusal's toast raised while the dialog is open must still be heard.
  if (!current) return null
  return createPortal(
    <section ref={viewport} aria-label={`Notifications (${HOTKEY})`} tabIndex={-1} className={viewportClasses}>
      <ToastCard key={current.id} toast={current} />
    </section>,
    document.body,
  )
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation()
  const [paused, setPaused] = useState(false)
  const [swipe, setSwipe] = useState<{ start: number; x: number } | null>(null)
  const close = () => dismissToast(toast.id)

  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(() => dismissToast(toast.id), DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [paused, toast.id])

  return (
    <div
      role="status"
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      className={`${cardClasses} ${toneClasses[toast.type]} relative touch-pan-y focus-visible:outline-2 focus-visible:outline-brand-500 ${swipe ? '' : 'transition-transform'}`}
      style={swipe?.x ? { transform: `translateX(${swipe.x}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return
        if ((event.target as Element).closest('button')) return
        setSwipe({ start: event.clientX, x: 0 })
        event.currentTarget.setPointerCapture(event.pointerId)
      }}
      onPointerMove={(event) => {
        if (swipe) setSwipe({ start: swipe.start, x: Math.max(0, event.clientX - swipe.start) })
      }}
      onPointerUp={() => {
        if (swipe && swipe.x > SWIPE_THRESHOLD_PX) close()
        else setSwipe(null)
      }}
      onPointerCancel={() => setSwipe(null)}
    >
      <p className="text-sm font-semibold text-gray-900">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm text-gray-600">{toast.description}</p> : null}
      <button
        type="button"
        aria-label={t('toast.dismiss')}
        onClick={close}
        className="absolute top-2 right-2 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  )
}
