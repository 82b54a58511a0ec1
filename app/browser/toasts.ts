import type { Toast } from '~/shared/toast'

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

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function presentToast(toast: Toast) {
  if (seen.has(toast.id)) return
  seen.add(toast.id)
  visible = toast
  emit()
}

export function dismissToast(id: string) {
  if (visible?.id !== id) return
  visible = null
  emit()
}

/** Shows a toast from the browser (e.g. "Login Failed" after a client-side request), replacing any visible one. */
export function showToast(input: ToastInput): void {
  presentToast({ ...input, id: input.id ?? `client-${++clientToastCount}`, type: input.type ?? 'info' })
}

/** The toast on show, for `useSyncExternalStore` in the Toaster (app/components/toaster.tsx). */
export function visibleToast(): Toast | null {
  return visible
}
