import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { EnterSubmitsDefault, ListField } from '~/components/ui/list-field'
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
} from '~/domain/jobs'
import { CURRENCIES, DEFAULT_CURRENCY } from '~/domain/money'
import { useMessage } from '~/browser/i18n-react'
import { foldPendingEntries } from '~/shared/list-field'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import type { ZodType } from 'zod'

import { JOB_LISTS, POST_JOB_DIALOG, POST_JOB_INTENT } from './messages'

const CHECKBOX = { type: 'checkbox' } as const

/** 000 §3 "Job form values"; the salary fields are `salary.min`, `salary.max`, `salary.currency`. */
export interface PostJobFormShape {
  startupId: string
  title: string
  description: string
  requirements: string
  location: string
  type: string
  experienceLevel: string
  techStack: string[]
  isRemote: boolean
  salary: { min: number; max: number; currency: string }
}

/**
 * The Post Job dialog (000 §2, §4, §5; docs/decisions/0016's dialog pattern): `?dialog=post-job` opens it with and
 * without JavaScript. The startup is chosen from the member's own startups; a member without one is sent to create
 * one. 'Posting...' while pending; on success the action closes it with 'Job posted successfully!'; a refusal keeps it
 * open with the values and raises the 'Error' toast ('Failed to post job' when the server gives no message).
 */
export function PostJobDialog({
  startups,
  lastResult,
  upgradeUrl,
}: {
  startups: readonly { id: number; name: string }[]
  lastResult: SubmissionResult<string[]> | undefined
  /** The month's job posts are used up on the owner's plan (402, docs/decisions/0138): where to upgrade. */
  upgradeUrl?: string
}) {
  const { t } = useTranslation('jobs')
  return (
    <Dialog
      name={POST_JOB_DIALOG}
      title={t('post.title')}
      description={t('post.description')}
      size="lg"
    >
      {upgradeUrl ? (
        <p className="mb-4 text-sm">
          <Link to={upgradeUrl} className="font-medium text-brand-700 underline">
            {t('post.upgrade')}
          </Link>
        </p>
      ) : null}
      {startups.length === 0 ? (
        <NoStartup />
      ) : (
        <JobForm
          formId="post-job"
          startups={startups}
          lastResult={lastResult}
          defaultValue={{
            startupId: startups.length === 1 ? String(startups[0]!.id) : '',
            type: 'full-time',
            experienceLevel: 'mid',
            salary: { currency: DEFAULT_CURRENCY },
          }}
          schema={() => import('~/schemas/job').then((m) => m.postJobSchema)}
          intent={POST_JOB_INTENT}
          labels={{ submit: t('post.submit'), pending: t('post.pending'), errorTitle: t('post.errorTitle'), failed: t('post.failed') }}
        />
      )}
    </Dialog>
  )
}

function NoStartup() {
  const { t } = useTranslation('jobs')
  return (
    <div className="space-y-4">
      <p className="text-gray-700">{t('post.noStartup')}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('post.cancel')}</DialogClose>
        <Link to="/create-startup" className={buttonClasses()}>
          {t('post.createStartup')}
        </Link>
      </div>
    </div>
  )
}

/** The form's starting values: any field, the salary's parts each optional. */
export type JobFormDefaults = Omit<Partial<PostJobFormShape>, 'salary'> & { salary?: Partial<PostJobFormShape['salary']> }

/** What the job form's submit button and error toast say (posting and editing word them differently). */
export interface JobFormLabels {
  submit: string
  pending: string
  errorTitle: string
  failed: string
}

/**
 * The job form, shared by the Post Job and Edit Job dialogs (docs/decisions/0110-after-posting.md): the same fields
 * and rules; editing has no startup to choose (`startups` absent).
 */
export function JobForm({
  formId,
  startups,
  lastResult,
  defaultValue,
  schema,
  intent,
  labels,
}: {
  formId: string
  startups?: readonly { id: number; name: string }[]
  lastResult: SubmissionResult<string[]> | undefined
  defaultValue: JobFormDefaults
  schema: () => Promise<ZodType>
  intent: string
  labels: JobFormLabels
}) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  useFormErrorToast(lastResult, { title: labels.errorTitle, fallback: labels.failed })
  const [form, fields] = useForm<PostJobFormShape, unknown>({
    id: formId,
    lastResult,
    defaultValue,
    ...useLazyValidation(() =>
      zodValidator(
        schema(),
        (formData) => foldPendingEntries(formData, JOB_LISTS, { validateOnly: false }),
      ),
    ),
  })
  const salary = fields.salary.getFieldset()

  return (
    <DialogForm {...getFormProps(form)} className="space-y-4">
      <EnterSubmitsDefault />
      <FormErrors errors={form.errors} id={form.errorId} />
      {startups ? (
        <SelectField
          label={t('post.startup')}
          meta={fields.startupId}
          options={startups.map((startup) => ({ value: String(startup.id), label: startup.name }))}
          placeholder={t('post.startupPlaceholder')}
          required
        />
      ) : null}
      <TextField label={t('post.jobTitle')} meta={fields.title} required placeholder={t('post.jobTitlePlaceholder')} />
      <TextareaField
        label={t('post.descriptionLabel')}
        meta={fields.description}
        required
        rows={4}
        placeholder={t('post.descriptionPlaceholder')}
      />
      <TextareaField
        label={t('post.requirements')}
        meta={fields.requirements}
        rows={3}
        placeholder={t('post.requirementsPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('post.location')}
          meta={fields.location}
          options={JOB_LOCATIONS.map((location) => ({ value: location, label: message(location) }))}
          placeholder={t('post.locationPlaceholder')}
          required
        />
        <SelectField
          label={t('post.type')}
          meta={fields.type}
          options={JOB_TYPES.map((type) => ({ value: type, label: message(JOB_TYPE_LABELS[type]) }))}
          placeholder={t('post.typePlaceholder')}
        />
        <SelectField
          label={t('post.level')}
          meta={fields.experienceLevel}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: message(EXPERIENCE_LEVEL_LABELS[level]) }))}
          placeholder={t('post.levelPlaceholder')}
        />
      </div>
      <ListField
        form={form}
        meta={fields.techStack}
        label={t('post.techStack')}
        addLabel={t('post.addTech')}
        placeholder={t('post.techPlaceholder')}
      />
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(fields.isRemote, CHECKBOX)}
          key={fields.isRemote.key}
          className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
        />
        <label htmlFor={fields.isRemote.id} className="text-sm font-medium text-gray-700">
          {t('post.remote')}
        </label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">{t('post.salary')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('post.min')} meta={salary.min} type="number" placeholder={t('post.minPlaceholder')} />
          <TextField label={t('post.max')} meta={salary.max} type="number" placeholder={t('post.maxPlaceholder')} />
          <SelectField
            label={t('post.currency')}
            meta={salary.currency}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            placeholder={t('post.currencyPlaceholder')}
          />
        </div>
        <p className="text-xs text-gray-500">{t('post.salaryHint')}</p>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('post.cancel')}</DialogClose>
        <DialogSubmitButton intent={intent} pendingLabel={labels.pending}>
          {labels.submit}
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
