import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { CREATE_SECTORS, CREATE_STAGES, DISCOVER_LOCATIONS, SECTORS, STAGES, type Sector, type Stage } from '~/domain/startups'
import { foldPendingEntries } from '~/lib/list-field'
import { useIsPending } from '~/lib/use-is-pending'
import type { z } from 'zod'
import { EnterSubmitsDefault, ListField } from './ui/list-field'
import { buttonClasses } from './ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from './ui/field'

/** The lists of the startup form (each built entry by entry; app/lib/list-field.ts). */
export const CREATE_LISTS = ['techStack'] as const
export const EDIT_LISTS = ['techStack', 'operationAreas'] as const

/** The form's field shape (the schemas' input types are `unknown` where they preprocess). */
export interface StartupFormShape {
  name: string
  description: string
  sector: string
  location: string
  stage: string
  teamSize: number
  foundingDate: string
  website: string
  mission: string
  vision: string
  techStack: string[]
  operationAreas: string[]
  socialLinks: { linkedin: string; github: string; twitter: string }
}

/** The select's choices: the form's own, plus the startup's current value if the form does not offer it. */
function choices<T extends string>(
  offered: readonly T[],
  labels: Record<string, string>,
  current: string | undefined,
): { value: string; label: string }[] {
  const values: string[] = [...offered]
  if (current && !values.includes(current) && labels[current]) values.push(current)
  return values.map((value) => ({ value, label: labels[value]! }))
}

/**
 * The startup form of /create-startup and /startup/{id}/edit: one set of fields, sections and lists. Enter in a list's
 * box adds the entry (with and without JavaScript); Enter elsewhere submits.
 */
export function StartupForm({
  id,
  schema,
  lists,
  lastResult,
  defaultValue,
  submitIntent,
  submitLabel,
  pendingLabel,
  cancel,
}: {
  id: string
  schema: z.ZodType
  lists: readonly string[]
  lastResult: SubmissionResult<string[]> | undefined
  defaultValue?: Partial<StartupFormShape>
  submitIntent: string
  submitLabel: string
  pendingLabel: string
  cancel: ReactNode
}) {
  const pending = useIsPending({ intent: submitIntent, state: 'submitting' })
  const [form, fields] = useForm<StartupFormShape, unknown>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(foldPendingEntries(formData, lists, { validateOnly: false }), { schema }),
  })
  const social = fields.socialLinks.getFieldset()
  const sectorOptions = choices<Sector>(CREATE_SECTORS, SECTORS, defaultValue?.sector)
  const stageOptions = choices<Stage>(CREATE_STAGES, STAGES, defaultValue?.stage)

  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-8">
      <EnterSubmitsDefault />
      <FormErrors errors={form.errors} id={form.errorId} />

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Basics</h2>
        <TextField label="Startup name" meta={fields.name} required placeholder="e.g. PayLah Labs" />
        <TextareaField label="Description" meta={fields.description} required placeholder="What does your startup do?" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Sector" meta={fields.sector} options={sectorOptions} placeholder="Select a sector" required />
          <SelectField label="Stage" meta={fields.stage} options={stageOptions} placeholder="Select a stage" required />
          <TextField label="Location" meta={fields.location} required list="startup-locations" placeholder="e.g. Singapore" />
          <TextField label="Team size" meta={fields.teamSize} type="number" placeholder="e.g. 12" />
          <TextField label="Founding date" meta={fields.foundingDate} type="date" />
          <TextField label="Website" meta={fields.website} type="url" placeholder="https://" />
        </div>
        <datalist id="startup-locations">
          {DISCOVER_LOCATIONS.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
      </section>

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Mission and vision</h2>
        <TextareaField label="Mission" meta={fields.mission} rows={3} />
        <TextareaField label="Vision" meta={fields.vision} rows={3} />
      </section>

      <section className="space-y-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Technology and markets</h2>
        <ListField
          form={form}
          meta={fields.techStack}
          label="Tech stack"
          addLabel="Add a technology"
          placeholder="e.g. React, Python, PostgreSQL"
        />
        {lists.includes('operationAreas') ? (
          <ListField
            form={form}
            meta={fields.operationAreas}
            label="Areas of operation"
            addLabel="Add an area of operation"
            placeholder="e.g. Indonesia, Vietnam"
          />
        ) : null}
      </section>

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Social links</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="LinkedIn" meta={social.linkedin} type="url" placeholder="https://linkedin.com/company/…" />
          <TextField label="GitHub" meta={social.github} type="url" placeholder="https://github.com/…" />
          <TextField label="Twitter" meta={social.twitter} type="url" placeholder="https://x.com/…" />
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {cancel}
        <button type="submit" name="intent" value={submitIntent} disabled={pending} className={buttonClasses({ size: 'lg' })}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </Form>
  )
}
