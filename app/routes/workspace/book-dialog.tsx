import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { FormErrors } from '~/components/ui/field'
import { labelFor } from '~/domain/vocabulary'
import {
  bookingDays,
  bookingTotal,
  MAX_BOOKING_MINUTES,
  WORKSPACE_TYPE_LABELS,
  type BookingRates,
} from '~/domain/workspaces'
import { discountedPrice, type DiscountedPrice } from '~/domain/booking-discounts'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { DEFAULT_CURRENCY } from '~/domain/money'
import { formatMoney } from '~/shared/money'
import { formatClock, formatDay, minutesBetween, parseLocalDate, parseLocalDateTime } from '~/shared/time-zones'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import type { Availability } from '~/models/bookings.server'
import type { Workspace } from '~/models/workspaces.server'
import { BOOK_DIALOG, BOOK_DIALOG_PARAMS, BOOK_FAILED } from './messages'

/** What the loader gives the open dialog: the workspace, where a booking may start, and today's busy times. */
export type BookingDialogData =
  | { workspace: null }
  | {
      workspace: Workspace
      window: { minStart: string; maxStart: string; today: string; zoneLabel: string; defaultStart: string; defaultEnd: string }
      defaults: { startTime: string; endTime: string }
      availability: Availability
      /**
       * The member's plan discount on the total (docs/decisions/0141): 0 on Starter. Its words come translated from the
       * loader (the plans catalogue stays off /workspace's JavaScript).
       */
      discount: { percent: number; label: string; listLabel: string }
    }

/** What the action answers a booking or a 'Check price' with (a success redirects instead). */
export interface BookingActionData {
  intent: 'book' | 'quote'
  result: SubmissionResult<string[]>
  quote: { totalAmount: string; minutes: number } | null
  availability: Availability | null
}

/**
 * The Book Workspace dialog (000 §2, §4, §5; docs/decisions/0036): start and end in the workspace's local time, that
 * day's busy times, and the total as the server computes it — with JavaScript a live estimate by the same function
 * the server uses, without it a 'Check price' round trip. 'Booking...' while pending; success closes it with
 * 'Workspace booked successfully!', a refusal keeps it open with the server's reason.
 */
export function BookWorkspaceDialog({ data, actionData }: { data: BookingDialogData | null; actionData: BookingActionData | undefined }) {
  const { t } = useTranslation('workspace')
  return (
    <Dialog name={BOOK_DIALOG} title={t('book.title')} params={BOOK_DIALOG_PARAMS} size="lg">
      {data?.workspace ? <BookingForm data={data} actionData={actionData} /> : <NoWorkspace />}
    </Dialog>
  )
}

/** Opened without a workspace (or with one that is gone): nothing to submit, a way back to the list. */
function NoWorkspace() {
  const { t } = useTranslation('workspace')
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">{t('book.noWorkspace')}</p>
      <DialogClose className={buttonClasses({ variant: 'outline' })}>{t('book.backToList')}</DialogClose>
    </div>
  )
}

function BookingForm({
  data,
  actionData,
}: {
  data: Extract<BookingDialogData, { workspace: Workspace }>
  actionData: BookingActionData | undefined
}) {
  const { workspace, window, defaults } = data
  const { t } = useTranslation('workspace')
  const message = useMessage()
  const locale = useIntlLocale()
  const lastResult = actionData?.result
  const [form, fields] = useForm({
    id: `book-workspace-${workspace.id}`,
    lastResult,
    defaultValue: { workspaceId: String(workspace.id), startTime: defaults.startTime, endTime: defaults.endTime },
    shouldValidate: 'onSubmit',
  })
  useFormErrorToast(actionData?.intent === 'book' ? lastResult : undefined, { title: t('book.errorTitle'), fallback: message(BOOK_FAILED) })
  const quoting = useIsPending({ intent: 'quote' })

  const [startTime, setStartTime] = useState(String(fields.startTime.initialValue ?? defaults.startTime))
  const [endTime, setEndTime] = useState(String(fields.endTime.initialValue ?? defaults.endTime))
  const availability = useBusyTimes(workspace.id, startTime, [actionData?.availability, data.availability])
  const estimate = estimateTotal(workspace, startTime, endTime, locale, data.discount.percent)
  const formErrors = form.errors?.map((error) => t('book.failedWith', { error: message(error) }))

  return (
    <div className="space-y-5">
      <div className="min-w-0 rounded-lg bg-gray-50 p-3 text-sm">
        <p className="font-semibold break-words text-gray-900">{workspace.name}</p>
        <p className="text-gray-600">
          {message(labelFor(WORKSPACE_TYPE_LABELS, workspace.type))}
          {workspace.location ? ` · ${workspace.location}` : ''}
          {workspace.hourlyRate ? ` · ${t('card.perHour', { price: formatMoney(workspace.hourlyRate, DEFAULT_CURRENCY, locale) })}` : ''}
          {workspace.dailyRate ? ` · ${t('card.perDay', { price: formatMoney(workspace.dailyRate, DEFAULT_CURRENCY, locale) })}` : ''}
        </p>
      </div>

      <DialogForm {...getFormProps(form)} className="space-y-4">
        <input {...getInputProps(fields.workspaceId, HIDDEN)} key={fields.workspaceId.key} />
        <FormErrors errors={formErrors} id={form.errorId} />
        <p className="text-sm text-gray-600">
          {t('book.timesNote', { place: workspace.location ?? t('book.theWorkspace'), zone: window.zoneLabel })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeField
            label={t('book.start')}
            meta={fields.startTime}
            min={window.minStart}
            max={window.maxStart}
            onValue={setStartTime}
          />
          <DateTimeField label={t('book.end')} meta={fields.endTime} min={window.minStart} onValue={setEndTime} />
        </div>

        {availability ? <BusyTimes availability={availability} /> : null}

        <Estimate
          estimate={estimate}
          quoted={actionData?.intent === 'quote' ? actionData.quote : null}
          discount={data.discount}
        />
        {workspace.dailyRate ? <p className="text-xs text-gray-600">{t('book.cheaperOfRates')}</p> : null}

        <div className="flex flex-wrap gap-3">
          <DialogSubmitButton intent="book" pendingLabel={t('book.pending')}>
            {t('book.confirm')}
          </DialogSubmitButton>
          <button
            type="submit"
            name="intent"
            value="quote"
            disabled={quoting}
            className={buttonClasses({ variant: 'outline' })}
          >
            {quoting ? t('book.checking') : t('book.checkPrice')}
          </button>
          <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('book.cancel')}</DialogClose>
        </div>
      </DialogForm>
    </div>
  )
}

const HIDDEN = { type: 'hidden' } as const
const DATE_TIME = { type: 'datetime-local', ariaAttributes: true } as const

function DateTimeField({
  label,
  meta,
  min,
  max,
  onValue,
}: {
  label: string
  meta: FieldMetadata<string>
  min: string
  max?: string
  onValue: (value: string) => void
}) {
  const invalid = Boolean(meta.errors?.length)
  const message = useMessage()
  return (
    <div className="min-w-0">
      <label htmlFor={meta.id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        {...getInputProps(meta, DATE_TIME)}
        key={meta.key}
        min={min}
        max={max}
        step={1800}
        required
        onChange={(event) => onValue(event.currentTarget.value)}
        className={`mt-1 block w-full min-w-0 rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none ${invalid ? 'border-red-500' : 'border-gray-300'}`}
      />
      {invalid ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-600">
          {meta.errors?.map(message).join(' ')}
        </p>
      ) : null}
    </div>
  )
}

interface TotalEstimate extends DiscountedPrice {
  minutes: number
  /** 'Tue, 1 Dec 2026, 10:00–11:30' */
  when: string
}

/** The total for the times in the form, by the server's own function; null when they do not make a booking. */
function estimateTotal(
  workspace: { hourlyRate: string | null; dailyRate: string | null },
  startTime: string,
  endTime: string,
  locale: string,
  discountPercent: number,
): TotalEstimate | null {
  const start = parseLocalDateTime(startTime)
  const end = parseLocalDateTime(endTime)
  if (!workspace.hourlyRate || !start || !end) return null
  const rates: BookingRates = { hourlyRate: workspace.hourlyRate, dailyRate: workspace.dailyRate }
  const minutes = minutesBetween(start, end)
  if (minutes <= 0 || minutes > MAX_BOOKING_MINUTES) return null
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day
  const when = sameDay
    ? `${formatDay(start, locale)}, ${formatClock(start)}–${formatClock(end)}`
    : `${formatDay(start, locale)}, ${formatClock(start)} – ${formatDay(end, locale)}, ${formatClock(end)}`
  return { ...discountedPrice(bookingTotal(rates, { minutes, days: bookingDays(start, end) }), discountPercent), minutes, when }
}

/** '30 minutes', '1.5 hours' in the page's language. */
function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('workspace')
  return (minutes) => (minutes < 60 ? t('duration.minutes', { count: minutes }) : t('duration.hours', { count: minutes / 60 }))
}

function Estimate({
  estimate,
  quoted,
  discount,
}: {
  estimate: TotalEstimate | null
  quoted: BookingActionData['quote']
  discount: { label: string; listLabel: string }
}) {
  const { t } = useTranslation('workspace')
  const locale = useIntlLocale()
  const duration = useDuration()
  return (
    <output aria-live="polite" className="block rounded-lg border border-gray-200 p-3 text-sm">
      {estimate ? (
        <>
          <span className="block text-gray-600">{`${estimate.when} · ${duration(estimate.minutes)}`}</span>
          {estimate.discountPercent > 0 ? (
            <span className="mt-1 block text-gray-700">
              {`${discount.listLabel} ${formatMoney(estimate.listAmount, DEFAULT_CURRENCY, locale)} · `}
              {`${discount.label} (−${formatMoney(estimate.discountAmount, DEFAULT_CURRENCY, locale)})`}
            </span>
          ) : null}
          <span className="mt-1 block text-base text-gray-900">
            {t('book.total')} <span className="font-semibold">{formatMoney(estimate.totalAmount, DEFAULT_CURRENCY, locale)}</span>
            {quoted && quoted.totalAmount === estimate.totalAmount ? (
              <span className="ml-2 text-xs text-green-700">{t('book.priceChecked')}</span>
            ) : null}
          </span>
        </>
      ) : (
        <span className="text-gray-600">{t('book.estimateHint')}</span>
      )}
    </output>
  )
}

/**
 * The busy times of the day the start falls on: the loader's (today) or the action's (the day of the times just
 * checked), and with JavaScript fetched from GET /api/workspaces/{id}/availability when the start moves to another day.
 */
function useBusyTimes(workspaceId: number, startTime: string, known: ReadonlyArray<Availability | null | undefined>) {
  const day = startTime.slice(0, 10)
  const [fetched, setFetched] = useState<Availability | null>(null)
  const candidates = [fetched, ...known].filter((item): item is Availability => Boolean(item && item.workspaceId === workspaceId))
  const match = candidates.find((item) => item.date === day)
  useEffect(() => {
    if (match || !parseLocalDate(day)) return
    const controller = new AbortController()
    fetch(`/api/workspaces/${workspaceId}/availability?date=${day}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Availability>) : null))
      .then((availability) => {
        if (availability) setFetched(availability)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [day, match, workspaceId])
  return match ?? candidates[0] ?? null
}

function BusyTimes({ availability }: { availability: Availability }) {
  const desks = availability.units > 1
  const { t } = useTranslation('workspace')
  const locale = useIntlLocale()
  const day = parseLocalDate(availability.date)
  const dateLabel = day ? formatDay(day, locale) : availability.dateLabel
  return (
    <section aria-labelledby="busy-times-title" className="rounded-lg border border-gray-200 p-3">
      <h3 id="busy-times-title" className="text-sm font-semibold text-gray-900">
        {t('busy.title', { date: dateLabel, zone: availability.zoneLabel })}
      </h3>
      {availability.busy.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">{t('busy.free')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {availability.busy.map((slot) => (
            <li key={slot.startTime} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-gray-900">{`${slot.from}–${slot.to}`}</span>
              <span className={slot.full ? 'text-red-700' : 'text-gray-600'}>
                {desks
                  ? slot.full
                    ? t('busy.allDesks', { count: availability.units })
                    : t('busy.someDesks', { booked: slot.booked, count: availability.units })
                  : t('busy.booked')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
