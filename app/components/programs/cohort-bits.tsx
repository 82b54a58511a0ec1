import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, useNavigate } from 'react-router'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import {
  APPLICATION_STATUS_LABELS,
  COHORT_PROGRAM_LABELS,
  COHORT_STATUS_LABELS,
  LOGIN_PROMPT_DELAY_MS,
  LOGIN_REQUIRED,
  LOGIN_TO_APPLY,
} from '~/domain/cohorts'
import { labelFor } from '~/domain/vocabulary'
import { formatDate } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { toMinorUnits } from '~/domain/money'
import { formatMoney } from '~/shared/money'

// Small pieces the programs list, the program page and the profile share (docs/decisions/0042-cohort-programs.md).

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium'

const PROGRAM_TONES: Record<string, string> = {
  accelerator: 'bg-brand-50 text-brand-700',
  incubator: 'bg-violet-50 text-violet-800',
  bootcamp: 'bg-amber-50 text-amber-800',
}

// Labels are vocabulary in the programs catalogue (the English label is the key): a page that shows these lists
// 'programs' in its handle.

export function ProgramBadge({ program }: { program: string }) {
  const message = useMessage()
  return (
    <span className={`${badge} ${PROGRAM_TONES[program] ?? 'bg-gray-100 text-gray-800'}`}>
      {message(labelFor(COHORT_PROGRAM_LABELS, program))}
    </span>
  )
}

const STATUS_TONES: Record<string, string> = {
  upcoming: 'bg-sky-50 text-sky-800',
  active: 'bg-green-50 text-green-800',
  completed: 'bg-gray-100 text-gray-700',
}

export function CohortStatusBadge({ status }: { status: string }) {
  const message = useMessage()
  return (
    <span className={`${badge} ${STATUS_TONES[status] ?? 'bg-gray-100 text-gray-700'}`}>
      {message(labelFor(COHORT_STATUS_LABELS, status))}
    </span>
  )
}

const APPLICATION_TONES: Record<string, string> = {
  pending: 'bg-yellow-50 text-yellow-800',
  approved: 'bg-green-50 text-green-800',
  rejected: 'bg-red-50 text-red-800',
}

export function ApplicationStatusBadge({ status }: { status: string }) {
  const message = useMessage()
  return (
    <span className={`${badge} ${APPLICATION_TONES[status] ?? 'bg-gray-100 text-gray-700'}`}>
      {message(labelFor(APPLICATION_STATUS_LABELS, status))}
    </span>
  )
}

/** The fee, the date range and a day (as above) in the page's language and its Intl locale. */
export function useCohortFormat() {
  const { t } = useTranslation('programs')
  const locale = useIntlLocale()
  const day = (date: string | null) => (date ? formatDate(date, locale) : '—')
  return {
    day,
    fee: (fee: string | null) => (!fee || toMinorUnits(fee) === 0n ? t('fee.free') : formatMoney(fee, 'USD', locale)),
    dateRange: (start: string | null, end: string | null) => {
      if (start && end) return t('dates.range', { start: day(start), end: day(end) })
      if (start) return t('dates.from', { date: day(start) })
      if (end) return t('dates.until', { date: day(end) })
      return t('dates.tba')
    },
  }
}

/**
 * Apply, for a visitor (001 §2): without JavaScript a form post the server answers with the 'Login Required' toast
 * and a redirect to /auth (and back afterwards); with it, the toast shows here and the browser moves to /auth after
 * 1000 ms (001 §9), the same place.
 */
export function LoginToApply({
  redirectTo,
  className = buttonClasses(),
  children,
}: {
  redirectTo: string
  className?: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  const message = useMessage()
  function prompt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    showToast({ title: message(LOGIN_REQUIRED), description: message(LOGIN_TO_APPLY), type: 'info' })
    window.setTimeout(() => void navigate(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`), LOGIN_PROMPT_DELAY_MS)
  }
  return (
    <Form method="post" onSubmit={prompt}>
      <input type="hidden" name="intent" value="login-to-apply" />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  )
}

/** The disabled states of the apply control: 'Applied' (001 §4) and closed. */
export function DisabledApply({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <button type="button" disabled aria-disabled="true" className={buttonClasses({ variant: 'secondary', className })}>
      {children}
    </button>
  )
}
