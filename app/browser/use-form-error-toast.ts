import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { showToast } from '~/browser/toasts'
import { useMessage } from '~/browser/i18n-react'

/**
 * 000 §8 / 001 §8: a failed submission raises a destructive toast with the server's message, or the spec's fallback
 * ('Invalid email or password', 'Failed to create account', 'Failed to create startup profile.'…). Only form-level
 * errors (the server's refusal) raise one, once per answer; field errors stay under their fields.
 */
export function useFormErrorToast(
  lastResult: SubmissionResult<string[]> | null | undefined,
  { title, fallback, onShown }: { title: string; fallback: string; onShown?: () => void },
): void {
  const handled = useRef<unknown>(null)
  const onShownRef = useRef(onShown)
  // The server's message is the /api contract's English: shown in the page's language.
  const message = useMessage()
  const messageRef = useRef(message)
  useEffect(() => {
    onShownRef.current = onShown
    messageRef.current = message
  })
  useEffect(() => {
    const formErrors = lastResult?.error?.['']
    if (!lastResult || !formErrors || handled.current === lastResult) return
    handled.current = lastResult
    showToast({ title, description: formErrors[0] ? messageRef.current(formErrors[0]) : fallback, type: 'error' })
    onShownRef.current?.()
  }, [lastResult, title, fallback])
}
