import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
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
  POST_JOB_FAILED,
} from '~/domain/jobs'
import { CURRENCIES, DEFAULT_CURRENCY } from '~/domain/money'
import { foldPendingEntries } from '~/lib/list-field'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { postJobSchema } from '~/schemas/job'

export const POST_JOB_DIALOG = 'post-job'
/** The lists of the job form, built entry by entry (app/lib/list-field.ts). */
export const JOB_LISTS = ['techStack'] as const
export const POST_JOB_INTENT = 'post-job'

/** 000 §3 "Job form values"; the salary fields are `salary.min`, `salary.max`, `salary.currency`. */
interface PostJobFormShape {
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
}: {
  startups: readonly { id: number; name: string }[]
  lastResult: SubmissionResult<string[]> | undefined
}) {
  return (
    <Dialog
      name={POST_JOB_DIALOG}
      title="Post a Job"
      description="Tell candidates about the role. Fields marked * are required."
      size="lg"
    >
      {startups.length === 0 ? <NoStartup /> : <PostJobForm startups={startups} lastResult={lastResult} />}
    </Dialog>
  )
}

function NoStartup() {
  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        Jobs are posted by startups. Create your startup&apos;s profile first, then post its jobs here.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
        <Link to="/create-startup" className={buttonClasses()}>
          Create Startup
        </Link>
      </div>
    </div>
  )
}

function PostJobForm({
  startups,
  lastResult,
}: {
  startups: readonly { id: number; name: string }[]
  lastResult: SubmissionResult<string[]> | undefined
}) {
  useFormErrorToast(lastResult, { title: 'Error', fallback: POST_JOB_FAILED })
  const [form, fields] = useForm<PostJobFormShape, unknown>({
    id: 'post-job',
    lastResult,
    defaultValue: {
      startupId: startups.length === 1 ? String(startups[0]!.id) : '',
      type: 'full-time',
      experienceLevel: 'mid',
      salary: { currency: DEFAULT_CURRENCY },
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(foldPendingEntries(formData, JOB_LISTS, { validateOnly: false }), { schema: postJobSchema }),
  })
  const salary = fields.salary.getFieldset()

  return (
    <DialogForm {...getFormProps(form)} className="space-y-4">
      <EnterSubmitsDefault />
      <FormErrors errors={form.errors} id={form.errorId} />
      <SelectField
        label="Startup"
        meta={fields.startupId}
        options={startups.map((startup) => ({ value: String(startup.id), label: startup.name }))}
        placeholder="Select one of your startups"
        required
      />
      <TextField label="Job title" meta={fields.title} required placeholder="e.g. Senior Backend Engineer" />
      <TextareaField label="Description" meta={fields.description} required rows={4} placeholder="What will they do?" />
      <TextareaField
        label="Requirements"
        meta={fields.requirements}
        rows={3}
        placeholder="Experience, skills, languages"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Location"
          meta={fields.location}
          options={JOB_LOCATIONS.map((location) => ({ value: location, label: location }))}
          placeholder="Select a location"
          required
        />
        <SelectField
          label="Job type"
          meta={fields.type}
          options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
          placeholder="Full Time (default)"
        />
        <SelectField
          label="Experience level"
          meta={fields.experienceLevel}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: EXPERIENCE_LEVEL_LABELS[level] }))}
          placeholder="Mid (default)"
        />
      </div>
      <ListField
        form={form}
        meta={fields.techStack}
        label="Tech stack"
        addLabel="Add a technology"
        placeholder="e.g. React, Go, PostgreSQL"
      />
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(fields.isRemote, { type: 'checkbox' })}
          key={fields.isRemote.key}
          className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
        />
        <label htmlFor={fields.isRemote.id} className="text-sm font-medium text-gray-700">
          Remote OK
        </label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">Yearly salary (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Minimum" meta={salary.min} type="number" placeholder="e.g. 72000" />
          <TextField label="Maximum" meta={salary.max} type="number" placeholder="e.g. 96000" />
          <SelectField
            label="Currency"
            meta={salary.currency}
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            placeholder="USD (default)"
          />
        </div>
        <p className="text-xs text-gray-500">Without a minimum, the card says Competitive.</p>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
        <DialogSubmitButton intent={POST_JOB_INTENT} pendingLabel="Posting...">
          Post Job
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
