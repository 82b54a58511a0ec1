import type { SubmissionResult } from '@conform-to/react'
import { useMemo } from 'react'
import { useLanguage, useMessage } from './i18n-react'

/**
 * A form's errors in the page's language: the server (and the browser's own zod check) write the /api contract's
 * English; `message` (useMessage() from app/browser/i18n-react.ts) shows each one from the catalogues.
 */
function translateResult<R extends SubmissionResult<string[]> | undefined>(
  result: R,
  message: (text: string) => string,
): R {
  if (!result?.error) return result
  const error = Object.fromEntries(
    Object.entries(result.error).map(([name, list]) => [name, list ? list.map(message) : list]),
  )
  return { ...result, error }
}

/**
 * The last answer of a form with its messages in the page's language. The same object while the answer and the
 * language stay the same (Conform and useFormErrorToast tell a new answer by its identity).
 */
export function useTranslatedResult<R extends SubmissionResult<string[]> | undefined>(result: R): R {
  const message = useMessage()
  const language = useLanguage()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `message` is new each render; the language decides it.
  return useMemo(() => translateResult(result, message), [result, language])
}

/** For parseWithZod's `formatError`: the browser's own check speaks the page's language too. */
export function formatErrorsWith(message: (text: string) => string) {
  return (issues: readonly { message: string }[]) => issues.map((issue) => message(issue.message))
}
