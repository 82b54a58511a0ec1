import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_CREATE_FAILED,
  EVENT_LOCATIONS,
  EVENT_TIME_ZONE_LABELS,
  EVENT_TIME_ZONES,
} from '~/domain/events'
import { CURRENCIES, CURRENCY_LABELS, DEFAULT_CURRENCY } from '~/domain/money'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { createEventSchema } from '~/schemas/event'

export const CREATE_EVENT_DIALOG = 'create-event'
export const CREATE_EVENT_INTENT = 'create-event'

/** The form's field shape (the schema's input is `unknown` where it preprocesses). */
interface EventFormShape {
  title: string
  description: string
  category: string
  location: string
  venue: string
  isOnline: boolean
  meetingLink: string
  startDate: string
  endDate: string
  timeZone: string
  maxAttendees: string
  price: string
  currency: string
}

/**
 * The Create Event dialog (000 §2, §4, §5), `?dialog=create-event`: the spec's defaults (category networking, currency
 * USD, not online, price '0'), date-and-time inputs that start at the present, 'Creating...' while it is sent, the
 * values kept and the errors shown when it is refused. A visitor is asked to sign in first.
 */
export function CreateEventDialog({
  signedIn,
  lastResult,
  minStart,
  signInHref,
}: {
  signedIn: boolean
  lastResult: SubmissionResult<string[]> | undefined
  /** The earliest wall-clock time any event zone is at now ('2026-12-05T09:00'), for the inputs' `min`. */
  minStart: string
  signInHref: string
}) {
  return (
    <Dialog name={CREATE_EVENT_DIALOG} title="Create Event" description="Fields marked * are required." size="lg">
      {signedIn ? (
        <CreateEventForm lastResult={lastResult} minStart={minStart} />
      ) : (
        <div className="space-y-4">
          <p className="text-gray-700">Sign in to create an event.</p>
          <div className="flex flex-wrap gap-3">
            <Link to={signInHref} className={buttonClasses()}>
              Sign In
            </Link>
            <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
          </div>
        </div>
      )}
    </Dialog>
  )
}

function CreateEventForm({ lastResult, minStart }: { lastResult: SubmissionResult<string[]> | undefined; minStart: string }) {
  useFormErrorToast(lastResult, { title: 'Error', fallback: EVENT_CREATE_FAILED })
  const [form, fields] = useForm<EventFormShape, unknown>({
    id: 'create-event',
    lastResult,
    defaultValue: { category: DEFAULT_EVENT_CATEGORY, currency: DEFAULT_CURRENCY, price: '0', isOnline: false },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createEventSchema }),
  })
  const online = fields.isOnline
  return (
    <DialogForm {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField label="Title" meta={fields.title} required placeholder="e.g. Fintech Founders Breakfast" />
      <TextareaField label="Description" meta={fields.description} rows={3} placeholder="What will happen, and who is it for?" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          meta={fields.category}
          required
          placeholder="Select a category"
          options={EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] }))}
        />
        <SelectField
          label="Location"
          meta={fields.location}
          required
          placeholder="Select a location"
          options={EVENT_LOCATIONS.map((value) => ({ value, label: value }))}
        />
        <TextField label="Venue" meta={fields.venue} placeholder="e.g. Marina Hub, Level 3" />
        <div className="flex items-end pb-2">
          <input
            {...getInputProps(online, { type: 'checkbox', ariaAttributes: true })}
            key={online.key}
            className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
          />
          <label htmlFor={online.id} className="ml-2 text-sm font-medium text-gray-700">
            Online event
          </label>
        </div>
      </div>
      <TextField
        label="Meeting link (online events)"
        meta={fields.meetingLink}
        type="url"
        placeholder="https://meet.example.com/…"
        hint="Shown to attendees only."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starts" meta={fields.startDate} type="datetime-local" required min={minStart} />
        <TextField label="Ends" meta={fields.endDate} type="datetime-local" required min={minStart} />
      </div>
      <SelectField
        label="Time zone (online events)"
        meta={fields.timeZone}
        placeholder="The location's local time"
        options={EVENT_TIME_ZONES.map((value) => ({ value, label: EVENT_TIME_ZONE_LABELS[value] }))}
      />
      <p className="-mt-2 text-xs text-gray-500">
        Times are the event&apos;s local time: the city&apos;s for an in-person event, the zone chosen here for an online one.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Max attendees" meta={fields.maxAttendees} type="number" min="1" placeholder="No limit" />
        <TextField label="Price" meta={fields.price} inputMode="decimal" placeholder="0" hint="0 for a free event." />
        <SelectField
          label="Currency"
          meta={fields.currency}
          placeholder="Select a currency"
          options={CURRENCIES.map((value) => ({ value, label: `${value} – ${CURRENCY_LABELS[value]}` }))}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
        <DialogSubmitButton intent={CREATE_EVENT_INTENT} pendingLabel="Creating...">
          Create Event
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
