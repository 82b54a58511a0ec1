import { getFormProps, useForm } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  ApplicationStatusBadge,
  CohortStatusBadge,
  DisabledApply,
  LoginToApply,
  ProgramBadge,
  useCohortFormat,
} from '~/components/programs/cohort-bits'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton, DialogTrigger } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextareaField } from '~/components/ui/field'
import {
  APPLICATION_FAILED,
  MOTIVATION_LETTER_HINT,
  MOTIVATION_LETTER_MAX,
  MOTIVATION_LETTER_REQUIRED,
} from '~/domain/cohorts'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatCount } from '~/shared/format'
import type { ApplyFailure } from '~/services/program-apply.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { applySchema } from '~/schemas/cohorts'
import type { Route } from './+types/route'

type ProgramData = Route.ComponentProps['loaderData']

/** The details side card (001 §2) and the apply control in its three states (001 §4). */
export function DetailsCard({ data, returnTo, failure }: { data: ProgramData; returnTo: string; failure?: ApplyFailure }) {
  const { cohort } = data
  const { t } = useTranslation('programs')
  const message = useMessage()
  const format = useCohortFormat()
  useFormErrorToast(failure?.result, { title: message(APPLICATION_FAILED.title), fallback: message(APPLICATION_FAILED.fallback) })
  const facts: [string, React.ReactNode][] = [
    [t('details.program'), <ProgramBadge key="program" program={cohort.program} />],
    [t('details.status'), <CohortStatusBadge key="status" status={cohort.status} />],
    [t('details.starts'), format.day(cohort.startDate)],
    [t('details.ends'), format.day(cohort.endDate)],
    [t('details.deadline'), format.day(cohort.applicationDeadline)],
    [t('details.fee'), format.fee(cohort.fee)],
    [t('details.participants'), `${cohort.currentParticipants}/${cohort.maxParticipants}`],
  ]
  if (cohort.mentor) facts.push([t('details.leadMentor'), cohort.mentor.name])
  // A refusal for a dialog that is no longer offered (applied in another tab, closed meanwhile) shows here.
  const orphanError = failure && data.applyState !== 'open' ? (failure.result.error?.[''] ?? undefined) : undefined
  return (
    <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
      <h2 className="text-lg font-semibold text-gray-900">{t('details.title')}</h2>
      <dl className="space-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <dt className="text-gray-500">{label}</dt>
            <dd className="text-right font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="border-t border-gray-100 pt-4">
        <ApplyControl data={data} returnTo={returnTo} />
        <FormErrors errors={orphanError} />
      </div>
    </div>
  )
}

function ApplyControl({ data, returnTo }: { data: ProgramData; returnTo: string }) {
  const { t } = useTranslation('programs')
  const wide = 'w-full'
  if (data.applyState === 'applied') {
    return (
      <div className="space-y-2">
        <DisabledApply className={wide}>{t('apply.applied')}</DisabledApply>
        {data.myStatus ? (
          <p className="flex items-center justify-center gap-2 text-sm text-gray-600">
            {t('apply.yourApplication')} <ApplicationStatusBadge status={data.myStatus} />
          </p>
        ) : null}
      </div>
    )
  }
  if (data.applyState === 'closed') {
    const reason = data.cohort.status === 'upcoming' ? t('apply.deadlinePassed') : t('apply.noLongerTaking')
    return (
      <div className="space-y-2">
        <DisabledApply className={wide}>{t('apply.closed')}</DisabledApply>
        <p className="text-center text-sm text-gray-600">{reason}</p>
      </div>
    )
  }
  if (!data.signedIn) {
    return (
      <LoginToApply redirectTo={returnTo} className={buttonClasses({ className: wide })}>
        {t('apply.now')}
      </LoginToApply>
    )
  }
  return (
    <DialogTrigger name="apply" className={buttonClasses({ className: wide })}>
      {t('apply.now')}
    </DialogTrigger>
  )
}

interface ApplyFormShape {
  motivationLetter: string
  startupId: string
  applicationData: { program: string; cohortName: string }
}

/** The application form (001 §5): a motivation letter, and optionally one of the member's startups. */
export function ApplyDialog({ data, failure }: { data: ProgramData; failure?: ApplyFailure }) {
  const { t } = useTranslation('programs')
  if (!data.signedIn || data.applyState !== 'open') return null
  return (
    <Dialog
      name="apply"
      title={t('apply.dialogTitle', { name: data.cohort.name })}
      description={t('apply.dialogDescription')}
      size="lg"
    >
      <ApplyForm data={data} failure={failure} />
    </Dialog>
  )
}

function ApplyForm({ data, failure }: { data: ProgramData; failure?: ApplyFailure }) {
  const { cohort } = data
  const { t } = useTranslation('programs')
  const message = useMessage()
  const locale = useIntlLocale()
  const [form, fields] = useForm<ApplyFormShape, unknown>({
    id: 'apply',
    lastResult: failure?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applySchema }),
  })
  const letterMissing = fields.motivationLetter.errors?.includes(MOTIVATION_LETTER_REQUIRED)
  return (
    <DialogForm {...getFormProps(form)} className="mt-4 space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="applicationData.program" value={cohort.program} />
      <input type="hidden" name="applicationData.cohortName" value={cohort.name} />
      <TextareaField
        label={t('apply.letter')}
        meta={fields.motivationLetter}
        rows={8}
        required
        placeholder={t('apply.letterPlaceholder')}
      />
      {letterMissing ? (
        <p role="alert" className="-mt-2 text-sm text-red-700">
          {message(MOTIVATION_LETTER_HINT)}
        </p>
      ) : (
        <p className="-mt-2 text-xs text-gray-500">
          {t('apply.letterMax', { max: formatCount(MOTIVATION_LETTER_MAX, locale) })}
        </p>
      )}
      {data.myStartups.length ? (
        <SelectField
          label={t('apply.startup')}
          meta={fields.startupId}
          placeholder={t('apply.withoutStartup')}
          options={data.myStartups.map((startup) => ({ value: String(startup.id), label: startup.name }))}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('apply.cancel')}</DialogClose>
        <DialogSubmitButton intent="apply" pendingLabel={t('apply.submitting')}>
          {t('apply.submit')}
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
