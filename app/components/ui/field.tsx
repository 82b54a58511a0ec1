import type { FieldMetadata } from '@conform-to/react'
import { getInputProps } from '@conform-to/react'

/** A labelled input with its error under it (server-rendered, so it shows without JavaScript too). */
export function TextField({
  label,
  meta,
  type = 'text',
  autoComplete,
  placeholder,
}: {
  label: string
  meta: FieldMetadata<string>
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  placeholder?: string
}) {
  const errorId = meta.errorId
  const invalid = Boolean(meta.errors?.length)
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaAttributes: true })}
        key={meta.key}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none ${invalid ? 'border-red-500' : 'border-gray-300'}`}
      />
      {invalid ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {meta.errors?.join(' ')}
        </p>
      ) : null}
    </div>
  )
}

/** Errors that belong to the whole form (wrong password, rate limit), announced to screen readers. */
export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {errors.join(' ')}
    </div>
  )
}
