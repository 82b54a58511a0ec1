import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { useMessage } from '~/browser/i18n-react'

/*
 * The search-and-filter form of the list pages (docs/decisions/0016-shared-ui-patterns.md). It is a GET form: without
 * JavaScript the visitor presses Search and the page reloads with the query string; with JavaScript every change
 * submits by itself (the search box after a pause in typing), replacing the history entry and keeping the scroll.
 * The URL is the state: the fields start from the values the loader parsed and follow the URL when it changes.
 */

/** The filters as the loader parsed them, one string per field name (absent: the field's empty/off state). */
export type FilterValues = Readonly<Record<string, string | undefined>>

export const SEARCH_DEBOUNCE_MS = 300

interface FilterBarContextValue {
  values: FilterValues
  idPrefix: string
  errors: Readonly<Record<string, string>>
}

const FilterBarContext = createContext<FilterBarContextValue | null>(null)

function useFilterBar(component: string): FilterBarContextValue {
  const context = useContext(FilterBarContext)
  if (!context) throw new Error(`<${component}> must be inside a <FilterBar>`)
  return context
}

// Component classes in app/app.css (a filter bar repeats them for every field).
const controlClasses = 'filter-input'

/**
 * With JavaScript the query is the form's values with repeated names reduced to the last (what the query schemas
 * read) and empty values left out (which the schemas read as "any"), so URLs stay short.
 */
function filterQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    // A group of checkboxes of one name (the Talent Hub's tech stack) is a list: its ticked values, comma-separated.
    if (isCheckboxGroup(form, name)) {
      const before = params.get(name)
      if (value !== '') params.set(name, before ? `${before},${value}` : value)
      continue
    }
    params.delete(name)
    if (value !== '') params.set(name, value)
  }
  return params
}

function isCheckboxGroup(form: HTMLFormElement, name: string): boolean {
  const named = form.elements.namedItem(name)
  return named instanceof RadioNodeList && [...named].every((field) => field instanceof HTMLInputElement && field.type === 'checkbox')
}

/** Text typed into these waits for a pause; everything else (selects, checkboxes) applies at once. */
function waitsForPause(target: EventTarget) {
  return target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio'
}

export interface FilterBarProps {
  /** The page's own path, e.g. '/discover'. */
  action: string
  /** The search landmark's accessible name, e.g. 'Search and filter startups'. */
  label: string
  values: FilterValues
  search: { name: string; label?: string; placeholder?: string; maxLength?: number }
  /** The submit button, shown with and without JavaScript. */
  submitLabel?: string
  /** Where 'Clear filters' goes: the bare page unless told otherwise. */
  clearHref?: string
  /** The grid the filter controls sit in. */
  controlsClassName?: string
  /** The filter controls: `FilterSelect`, `FilterToggle`, or any named form control. */
  children?: ReactNode
  /**
   * What was wrong with a filter the URL named (an unknown sector, a mistyped year), in plain words, by field name:
   * shown next to the field, while the rest of the filters and the results stay.
   */
  errors?: Readonly<Record<string, string>>
  /**
   * Whether the filter controls fold behind a 'Filters' disclosure on phones (docs/decisions/0132): absent, they are
   * always shown; `true`/`false`, the disclosure starts open/closed (open when a filter is applied). From a tablet up
   * app/app.css shows the controls whatever the disclosure's state.
   */
  filtersOpen?: boolean
}

export function FilterBar({
  action,
  label,
  values,
  search,
  submitLabel,
  clearHref = action,
  controlsClassName = 'grid grid-cols-2 gap-3 md:grid-cols-4',
  children,
  errors = NO_ERRORS,
  filtersOpen,
}: FilterBarProps) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const navigation = useNavigation()
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const searching = navigation.state === 'loading' && navigation.location.pathname === action
  // The server's choice only: after hydration the visitor's own opening and closing stays (React leaves `open` alone).
  const [initiallyOpen] = useState(filtersOpen)

  // When the URL changes under the uncontrolled fields (back/forward, a tile, a link), put them back in step with
  // it — except the one being typed in. Not on the first render, which would undo whatever the visitor chose before
  // the page hydrated.
  const serialized = JSON.stringify(values)
  const applied = useRef(serialized)
  useEffect(() => {
    const form = formRef.current
    if (!form || serialized === applied.current) return
    applied.current = serialized
    const next = JSON.parse(serialized) as Record<string, string | undefined>
    for (const element of Array.from(form.elements)) {
      if (element === document.activeElement) continue
      if (element instanceof HTMLSelectElement && element.name) {
        element.value = next[element.name] ?? ''
      } else if (element instanceof HTMLInputElement && element.name && element.type !== 'hidden') {
        if (element.type === 'checkbox' && isCheckboxGroup(form, element.name)) {
          const listed = (next[element.name] ?? '').toLowerCase().split(',')
          element.checked = listed.includes(element.value.trim().toLowerCase())
        } else if (element.type === 'checkbox') element.checked = next[element.name] === element.value
        else element.value = next[element.name] ?? ''
      }
    }
  }, [serialized])

  useEffect(() => () => clearTimeout(debounce.current), [])

  function submitNow(form: HTMLFormElement) {
    clearTimeout(debounce.current)
    void submit(filterQuery(form), { action, method: 'get', replace: true, preventScrollReset: true })
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    if (waitsForPause(event.target)) {
      clearTimeout(debounce.current)
      debounce.current = setTimeout(() => submitNow(form), SEARCH_DEBOUNCE_MS)
    } else {
      submitNow(form)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter or the button: the same query as a change, at once (React Router leaves a prevented submit alone).
    event.preventDefault()
    submitNow(event.currentTarget)
  }

  const searchId = `${idPrefix}-${search.name}`
  return (
    <FilterBarContext.Provider value={{ values, idPrefix, errors }}>
      <Form
        ref={formRef}
        method="get"
        action={action}
        role="search"
        aria-label={label}
        onChange={onChange}
        onSubmit={onSubmit}
        className="filter-bar"
      >
        {/* The search row's layout from `.filter-bar` (app/app.css): every list page carries it. */}
        <div>
          <div>
            <label htmlFor={searchId} className="filter-label">
              {search.label ?? t('filters.search')}
            </label>
            <input
              id={searchId}
              type="search"
              name={search.name}
              defaultValue={values[search.name] ?? ''}
              maxLength={search.maxLength}
              placeholder={search.placeholder}
              aria-invalid={errors[search.name] ? true : undefined}
              aria-describedby={errors[search.name] ? `${searchId}-error` : undefined}
              className={controlClasses}
            />
            <FilterError id={`${searchId}-error`} message={errors[search.name]} />
          </div>
          <button type="submit" className={buttonClasses()}>
            {searching ? t('filters.searching') : (submitLabel ?? t('filters.search'))}
          </button>
          <Link to={clearHref} className={buttonClasses({ variant: 'ghost' })}>
            {t('filters.clear')}
          </Link>
        </div>
        {children ? (
          initiallyOpen === undefined ? (
            <div className={`mt-4 ${controlsClassName}`}>{children}</div>
          ) : (
            <details open={initiallyOpen} className="filter-more">
              <summary>{t('filters.toggle')}</summary>
              <div className={controlsClassName}>{children}</div>
            </details>
          )
        ) : null}
      </Form>
    </FilterBarContext.Provider>
  )
}

const NO_ERRORS: Readonly<Record<string, string>> = {}

/**
 * Whether a list page's filters are in use: a value other than the search box's (`searchQuery`) or a wrong filter
 * the page explains. Such a page opens the 'Filters' disclosure (`filtersOpen`) so that what applies is in sight.
 */
export function hasFilters(values: FilterValues, errors: Readonly<Record<string, string>>): boolean {
  return Object.keys(errors).length > 0 || Object.keys(values).some((name) => name !== 'searchQuery' && values[name])
}

/** A filter's error, under the field and tied to it for screen readers. */
function FilterError({ id, message }: { id: string; message: string | undefined }) {
  const translate = useMessage()
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-xs text-red-700">
      {translate(message)}
    </p>
  )
}

export interface FilterOption {
  value: string | number
  label: string
}

/** A labelled select; its first option is what an absent value shows (make it the "All …" choice). */
export function FilterSelect({
  name,
  label,
  options,
}: {
  name: string
  label: string
  options: readonly FilterOption[]
}) {
  const { values, idPrefix, errors } = useFilterBar('FilterSelect')
  const id = `${idPrefix}-${name}`
  const error = errors[name]
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FilterError id={`${id}-error`} message={error} />
    </div>
  )
}

/**
 * A checkbox filter ('Verified Only', 'Upcoming Only'). Checked sends `name=onValue`. A filter that is on by default
 * must also say when it is off, so give it an `offValue`: a hidden `name=offValue` precedes the checkbox, a checked
 * box sends both (`upcoming=false&upcoming=true`) and the query schema must read the *last* value (as
 * `Object.fromEntries(url.searchParams)` does). With JavaScript only the last value is sent.
 */
export function FilterToggle({
  name,
  label,
  onValue = 'true',
  offValue,
}: {
  name: string
  label: string
  onValue?: string
  offValue?: string
}) {
  const { values, idPrefix } = useFilterBar('FilterToggle')
  const id = `${idPrefix}-${name}`
  return (
    <div className="flex min-w-0 items-end pb-2">
      {offValue === undefined ? null : <input type="hidden" name={name} value={offValue} />}
      <input
        id={id}
        type="checkbox"
        name={name}
        value={onValue}
        defaultChecked={values[name] === onValue}
        className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
      />
      <label htmlFor={id} className="ml-2 text-sm font-medium text-gray-700">
        {label}
      </label>
    </div>
  )
}
