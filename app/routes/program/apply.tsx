import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  ApplicationStatusBadge,
  CohortStatusBadge,
  DisabledApply,
  formatDay,
  formatFee,
  LoginToApply,
  ProgramBadge,
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
import type { ApplyFailure } from '~/lib/program-apply.server'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { applySchema } from '~/schemas/cohorts'
import type { Route } from './+types/route'

type ProgramData = Route.ComponentProps['loaderData']

/** The details side card (001 §2) and the apply control in its three states (001 §4). */
export function DetailsCard({ data, returnTo, failure }: { data: ProgramData; returnTo: string; failure?: ApplyFailure }) {
  const { cohort } = data
  useFormErrorToast(failure?.result, APPLICATION_FAILED)
  const facts: [string, React.ReactNode][] = [
    ['Program', <ProgramBadge key="program" program={cohort.program} />],
    ['Status', <CohortStatusBadge key="status" status={cohort.status} />],
    ['Starts', formatDay(cohort.startDate)],
    ['Ends', formatDay(cohort.endDate)],
    ['Application deadline', formatDay(cohort.applicationDeadline)],
    ['Fee', formatFee(cohort.fee)],
    ['Participants', `${cohort.currentParticipants}/${cohort.maxParticipants}`],
  ]
  if (cohort.mentor) facts.push(['Lead mentor', cohort.mentor.name])
  // A refusal for a dialog that is no longer offered (applied in another tab, closed meanwhile) shows here.
  const orphanError = failure && data.applyState !== 'open' ? (failure.result.error?.[''] ?? undefined) : undefined
  return (
    <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
      <h2 className="text-lg font-semibold text-gray-900">Program Details</h2>
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
  const wide = 'w-full'
  if (data.applyState === 'applied') {
    return (
      <div className="space-y-2">
        <DisabledApply className={wide}>Applied</DisabledApply>
        {data.myStatus ? (
          <p className="flex items-center justify-center gap-2 text-sm text-gray-600">
            Your application: <ApplicationStatusBadge status={data.myStatus} />
          </p>
        ) : null}
      </div>
    )
  }
  if (data.applyState === 'closed') {
    const reason = data.cohort.status === 'upcoming' ? 'The application deadline has passed.' : 'This cohort is no longer taking applications.'
    return (
      <div className="space-y-2">
        <DisabledApply className={wide}>Applications Closed</DisabledApply>
        <p className="text-center text-sm text-gray-600">{reason}</p>
      </div>
    )
  }
  if (!data.signedIn) {
    return (
      <LoginToApply redirectTo={returnTo} className={buttonClasses({ className: wide })}>
        Apply Now
      </LoginToApply>
    )
  }
  return (
    <DialogTrigger name="apply" className={buttonClasses({ className: wide })}>
      Apply Now
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
  if (!data.signedIn || data.applyState !== 'open') return null
  return (
    <Dialog
      name="apply"
      title={`Apply to ${data.cohort.name}`}
      description="Tell the organisers why you want to join. Your application starts as pending until they review it."
      size="lg"
    >
      <ApplyForm data={data} failure={failure} />
    </Dialog>
  )
}

function ApplyForm({ data, failure }: { data: ProgramData; failure?: ApplyFailure }) {
  const { cohort } = data
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
        label="Motivation letter"
        meta={fields.motivationLetter}
        rows={8}
        required
        placeholder="Why this program, what you are building, and what you hope to achieve by the end of it."
      />
      {letterMissing ? (
        <p role="alert" className="-mt-2 text-sm text-red-700">
          {MOTIVATION_LETTER_HINT}
        </p>
      ) : (
        <p className="-mt-2 text-xs text-gray-500">Up to {MOTIVATION_LETTER_MAX.toLocaleString('en-US')} characters.</p>
      )}
      {data.myStartups.length ? (
        <SelectField
          label="Startup (optional)"
          meta={fields.startupId}
          placeholder="Apply without a startup"
          options={data.myStartups.map((startup) => ({ value: String(startup.id), label: startup.name }))}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
        <DialogSubmitButton intent="apply" pendingLabel="Submitting...">
          Submit Application
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
