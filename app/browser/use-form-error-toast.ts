import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { showToast } from '~/browser/toasts'
import { useMessage } from '~/browser/i18n-react'

const NO_FIELDS: readonly string[] = []

/**
 * 000 §8 / 001 §8: a failed submission raises a destructive toast with the server's message, or the spec's fallback
 * ('Invalid email or password', 'Failed to create account', 'Failed to create startup profile.'…). Only form-level
 * errors (the server's refusal) raise one, once per answer; field errors stay under their fields.
 */
export function useFormErrorToast(
  lastResult: SubmissionResult<string[]> | null | undefined,
  {
    title,
    fallback,
    onShown,
    fields = NO_FIELDS,
  }: {
    title: string
    fallback: string
    onShown?: () => void
    /** Fields whose server error is the refusal itself (sign-in's password): it toasts too, and stays by the field. */
    fields?: readonly string[]
  },
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
    const fieldError = fields.map((name) => lastResult?.error?.[name]?.[0]).find(Boolean)
    if (!lastResult || (!formErrors && !fieldError) || handled.current === lastResult) return
    handled.current = lastResult
    const reason = formErrors ? formErrors[0] : fieldError
    showToast({ title, description: reason ? messageRef.current(reason) : fallback, type: 'error' })
    onShownRef.current?.()
  }, [lastResult, title, fallback, fields])
}

/**
 * The server answers a refused form without the fields it hides (passwords: `reply({ hideFields })`), so without
 * JavaScript they come back empty. With JavaScript the browser would keep them: this empties them the same way, once
 * per answer, without an input event, so no 'required' message appears under a field the member did not touch.
 */
export function useClearHiddenFields(
  lastResult: SubmissionResult<string[]> | null | undefined,
  formId: string,
  names: readonly string[],
): void {
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (!lastResult || lastResult.status !== 'error' || handled.current === lastResult) return
    handled.current = lastResult
    const form = document.forms.namedItem(formId)
    for (const name of names) {
      const input = form?.elements.namedItem(name)
      if (input instanceof HTMLInputElement) input.value = ''
    }
  }, [lastResult, formId, names])
}
