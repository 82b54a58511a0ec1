import { useMessage } from '~/browser/i18n-react'

// Apart from field.tsx (Conform's helpers), so that a page showing only form-level errors does not load Conform
// (docs/decisions/0063). Pages import it from here; field.tsx re-exports it for forms.

/** Errors that belong to the whole form (wrong password, rate limit), announced to screen readers. */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  const message = useMessage()
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {errors.map(message).join(' ')}
    </div>
  )
}
