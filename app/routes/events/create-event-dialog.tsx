import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_LOCATIONS,
  EVENT_TIME_ZONE_LABELS,
  EVENT_TIME_ZONES,
} from '~/domain/events'
import { CURRENCIES, CURRENCY_LABELS, DEFAULT_CURRENCY } from '~/domain/money'
import { useMessage } from '~/browser/i18n-react'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import type { ZodType } from 'zod'

import { CREATE_EVENT_DIALOG, CREATE_EVENT_INTENT } from './messages'
const CHECKBOX = { type: 'checkbox', ariaAttributes: true } as const
/** An address, the same in every language. */
const MEETING_LINK_EXAMPLE = 'https://meet.example.com/…'

/** The form's field shape (the schema's input is `unknown` where it preprocesses). */
export interface EventFormShape {
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
  const { t } = useTranslation('events')
  return (
    <Dialog name={CREATE_EVENT_DIALOG} title={t('create.title')} description={t('create.description')} size="lg">
      {signedIn ? (
        <EventForm
          formId="create-event"
          lastResult={lastResult}
          minStart={minStart}
          defaultValue={{ category: DEFAULT_EVENT_CATEGORY, currency: DEFAULT_CURRENCY, price: '0', isOnline: false }}
          schema={() => import('~/schemas/event').then((m) => m.createEventSchema)}
          intent={CREATE_EVENT_INTENT}
          labels={{ submit: t('create.submit'), pending: t('create.pending'), errorTitle: t('create.errorTitle'), failed: t('create.failed') }}
        />
      ) : (
        <div className="space-y-4">
          <p className="text-gray-700">{t('create.signInText')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={signInHref} className={buttonClasses()}>
              {t('create.signIn')}
            </Link>
            <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('create.cancel')}</DialogClose>
          </div>
        </div>
      )}
    </Dialog>
  )
}

/** What the form's submit button and error toast say (creating and editing word them differently). */
export interface EventFormLabels {
  submit: string
  pending: string
  errorTitle: string
  failed: string
}

/**
 * The event form, shared by the Create Event and Edit Event dialogs (docs/decisions/0110-after-posting.md): the same
 * fields, the same schema's rules in the browser as on the server.
 */
export function EventForm({
  formId,
  lastResult,
  minStart,
  defaultValue,
  schema,
  intent,
  labels,
}: {
  formId: string
  lastResult: SubmissionResult<string[]> | undefined
  minStart: string
  defaultValue: Partial<EventFormShape>
  schema: () => Promise<ZodType>
  intent: string
  labels: EventFormLabels
}) {
  const { t } = useTranslation('events')
  const message = useMessage()
  useFormErrorToast(lastResult, { title: labels.errorTitle, fallback: labels.failed })
  const [form, fields] = useForm<EventFormShape, unknown>({
    id: formId,
    lastResult,
    defaultValue,
    ...useLazyValidation(() => zodValidator(schema())),
  })
  const online = fields.isOnline
  return (
    <DialogForm {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField label={t('create.eventTitle')} meta={fields.title} required placeholder={t('create.eventTitlePlaceholder')} />
      <TextareaField
        label={t('create.descriptionLabel')}
        meta={fields.description}
        rows={3}
        placeholder={t('create.descriptionPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('create.category')}
          meta={fields.category}
          required
          placeholder={t('create.categoryPlaceholder')}
          options={EVENT_CATEGORIES.map((value) => ({ value, label: message(EVENT_CATEGORY_LABELS[value]) }))}
        />
        <SelectField
          label={t('create.location')}
          meta={fields.location}
          required
          placeholder={t('create.locationPlaceholder')}
          options={EVENT_LOCATIONS.map((value) => ({ value, label: message(value) }))}
        />
        <TextField label={t('create.venue')} meta={fields.venue} placeholder={t('create.venuePlaceholder')} />
        <div className="flex items-end pb-2">
          <input
            {...getInputProps(online, CHECKBOX)}
            key={online.key}
            className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
          />
          <label htmlFor={online.id} className="ml-2 text-sm font-medium text-gray-700">
            {t('create.online')}
          </label>
        </div>
      </div>
      <TextField
        label={t('create.meetingLink')}
        meta={fields.meetingLink}
        type="url"
        placeholder={MEETING_LINK_EXAMPLE}
        hint={t('create.meetingLinkHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('create.starts')} meta={fields.startDate} type="datetime-local" required min={minStart} />
        <TextField label={t('create.ends')} meta={fields.endDate} type="datetime-local" required min={minStart} />
      </div>
      <SelectField
        label={t('create.timeZone')}
        meta={fields.timeZone}
        placeholder={t('create.timeZonePlaceholder')}
        options={EVENT_TIME_ZONES.map((value) => ({ value, label: message(EVENT_TIME_ZONE_LABELS[value]) }))}
      />
      <p className="-mt-2 text-xs text-gray-500">{t('create.timesNote')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('create.maxAttendees')}
          meta={fields.maxAttendees}
          type="number"
          min="1"
          placeholder={t('create.maxAttendeesPlaceholder')}
        />
        <TextField label={t('create.price')} meta={fields.price} inputMode="decimal" placeholder="0" hint={t('create.priceHint')} />
        <SelectField
          label={t('create.currency')}
          meta={fields.currency}
          placeholder={t('create.currencyPlaceholder')}
          options={CURRENCIES.map((value) => ({
            value,
            label: t('create.currencyOption', { code: value, name: message(CURRENCY_LABELS[value]) }),
          }))}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('create.cancel')}</DialogClose>
        <DialogSubmitButton intent={intent} pendingLabel={labels.pending}>
          {labels.submit}
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
