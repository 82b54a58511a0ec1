import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { useMessage } from '~/browser/i18n-react'
import { addIntent, ENTER_INTENT, pendingName } from '~/shared/list-field'
import { buttonClasses } from './button'

/**
 * The hidden first submit button of a form with a list (app/shared/list-field.ts): Enter in any text box submits with
 * it, and the server adds a waiting entry rather than submitting the form.
 */
export function EnterSubmitsDefault() {
  const { t } = useTranslation()
  return (
    <button type="submit" name="intent" value={ENTER_INTENT} className="sr-only" tabIndex={-1} aria-hidden="true">
      {t('actions.submit')}
    </button>
  )
}

const HIDDEN = { type: 'hidden' } as const
const REMOVE_MARK = '×'

/**
 * A list the member builds entry by entry (tech stack, areas of operation, specialties): the entries as removable
 * chips, a box for the next one and an Add button. Without JavaScript Add (and Enter in the box) is a round trip that
 * keeps every other value; with JavaScript entries are added and removed in place.
 */
export function ListField({
  form,
  meta,
  label,
  addLabel,
  placeholder,
  maxEntries,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's metadata; only its list intents are used
  form: FormMetadata<any, string[]>
  meta: FieldMetadata<string[]>
  label: string
  /** The box's accessible name, e.g. 'Add a technology'. */
  addLabel: string
  placeholder?: string
  maxEntries?: number
}) {
  const { t } = useTranslation()
  const message = useMessage()
  const entries = meta.getFieldList()
  const [pending, setPending] = useState('')
  const boxRef = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const boxId = useId()
  const name = meta.name

  /** With JavaScript, Enter in the box or the Add button adds the entry in place. */
  function add() {
    const value = pending.trim()
    if (!value) return
    const exists = entries.some((entry) => String(entry.value ?? '').trim().toLowerCase() === value.toLowerCase())
    if (!exists && (maxEntries === undefined || entries.length < maxEntries)) {
      form.insert<string[]>({ name, defaultValue: value })
    }
    setPending('')
    boxRef.current?.focus()
  }

  return (
    <div className="space-y-3" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="text-sm font-medium text-gray-700">
        {label}
      </p>
      {entries.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('listField.entries', { label })}>
          {entries.map((entry, index) => {
            const text = String(entry.value ?? entry.initialValue ?? '')
            return (
              <li
                key={entry.key}
                className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700"
              >
                <input {...getInputProps(entry, HIDDEN)} key={entry.key} />
                <span className="truncate">{text}</span>
                <button
                  type="submit"
                  {...form.remove.getButtonProps<string[]>({ name, index })}
                  className="shrink-0 rounded-full px-1.5 text-brand-700 hover:bg-brand-100"
                  aria-label={t('listField.remove', { entry: text })}
                >
                  {REMOVE_MARK}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={boxId} className="sr-only">
          {addLabel}
        </label>
        <input
          type="text"
          id={boxId}
          ref={boxRef}
          name={pendingName(name)}
          value={pending}
          maxLength={100}
          onChange={(event) => setPending(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          placeholder={placeholder}
          className="block w-full min-w-0 rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          name="intent"
          value={addIntent(name)}
          formNoValidate
          onClick={(event) => {
            event.preventDefault()
            add()
          }}
          className={buttonClasses({ variant: 'outline', className: 'shrink-0' })}
        >
          {t('actions.add')}
        </button>
      </div>
      {meta.errors?.length ? <p className="text-sm text-red-600">{meta.errors.map(message).join(' ')}</p> : null}
    </div>
  )
}
