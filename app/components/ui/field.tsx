import type { FieldMetadata } from '@conform-to/react'
import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { useMessage } from '~/browser/i18n-react'

const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none ${invalid ? 'border-red-500' : 'border-gray-300'}`

const REQUIRED_MARK = ' *'

function Label({ htmlFor, children, required }: { htmlFor: string; children: React.ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-700">
      {children}
      {required ? <span className="text-red-600">{REQUIRED_MARK}</span> : null}
    </label>
  )
}

// The server's messages are English (the /api contract); useMessage() shows them in the page's language.
function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  const message = useMessage()
  if (!meta.errors?.length) return null
  return (
    <p id={meta.errorId} className="mt-1 text-sm text-red-600">
      {meta.errors.map(message).join(' ')}
    </p>
  )
}

/** A labelled input with its error under it (server-rendered, so it shows without JavaScript too). */
export function TextField({
  label,
  meta,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  list,
  hint,
  min,
  inputMode,
}: {
  label: string
  meta: FieldMetadata<string> | FieldMetadata<number>
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'date' | 'datetime-local'
  autoComplete?: string
  placeholder?: string
  required?: boolean
  list?: string
  hint?: string
  /** The earliest value a date, date-and-time or number input offers. */
  min?: string
  inputMode?: 'decimal' | 'numeric'
}) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <div>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <input
        {...getInputProps(meta as FieldMetadata<string>, { type, ariaAttributes: true })}
        key={meta.key}
        autoComplete={autoComplete}
        placeholder={placeholder}
        list={list}
        min={min}
        inputMode={inputMode}
        className={controlClass(invalid)}
      />
      {hint && !invalid ? <p className="mt-1 text-xs text-gray-500">{hint}</p> : null}
      <FieldError meta={meta as FieldMetadata<unknown>} />
    </div>
  )
}

export function TextareaField({
  label,
  meta,
  rows = 4,
  placeholder,
  required,
}: {
  label: string
  meta: FieldMetadata<string>
  rows?: number
  placeholder?: string
  required?: boolean
}) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <div>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <textarea
        {...getTextareaProps(meta, { ariaAttributes: true })}
        key={meta.key}
        rows={rows}
        placeholder={placeholder}
        className={controlClass(invalid)}
      />
      <FieldError meta={meta as FieldMetadata<unknown>} />
    </div>
  )
}

export function SelectField({
  label,
  meta,
  options,
  placeholder,
  required,
}: {
  label: string
  meta: FieldMetadata<string>
  options: readonly { value: string; label: string }[]
  placeholder: string
  required?: boolean
}) {
  const invalid = Boolean(meta.errors?.length)
  return (
    <div>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <select {...getSelectProps(meta, { ariaAttributes: true })} key={meta.key} className={controlClass(invalid)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta as FieldMetadata<unknown>} />
    </div>
  )
}

export { FormErrors } from './form-errors'
