import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form } from 'react-router'
import { DISCOVER_LOCATIONS, SECTORS, STAGES, STARTUP_SECTORS, STARTUP_STAGES, type Sector, type Stage } from '~/domain/startups'
import { foldPendingEntries } from '~/shared/list-field'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import { useMessage } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import type { z } from 'zod'
import { EnterSubmitsDefault, ListField } from './ui/list-field'
import { buttonClasses } from './ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from './ui/field'

/** The lists of the startup form (each built entry by entry; app/shared/list-field.ts). */
export const CREATE_LISTS = ['techStack'] as const
export const EDIT_LISTS = ['techStack', 'operationAreas'] as const

// Web addresses and the networks' names read the same in every language.
const LINKEDIN = 'LinkedIn'
const GITHUB = 'GitHub'
const TWITTER = 'Twitter'
const URL_PLACEHOLDER = 'https://'
const LINKEDIN_PLACEHOLDER = 'https://linkedin.com/company/…'
const GITHUB_PLACEHOLDER = 'https://github.com/…'
const TWITTER_PLACEHOLDER = 'https://x.com/…'

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
  message: (text: string) => string,
): { value: string; label: string }[] {
  const values: string[] = [...offered]
  if (current && !values.includes(current) && labels[current]) values.push(current)
  return values.map((value) => ({ value, label: message(labels[value]!) }))
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
  const { t } = useTranslation('startups')
  const message = useMessage()
  const pending = useIsPending({ intent: submitIntent, state: 'submitting' })
  const [form, fields] = useForm<StartupFormShape, unknown>({
    id,
    lastResult: useTranslatedResult(lastResult),
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(foldPendingEntries(formData, lists, { validateOnly: false }), {
        schema,
        formatError: formatErrorsWith(message),
      }),
  })
  const social = fields.socialLinks.getFieldset()
  const sectorOptions = choices<Sector>(STARTUP_SECTORS, SECTORS, defaultValue?.sector, message)
  const stageOptions = choices<Stage>(STARTUP_STAGES, STAGES, defaultValue?.stage, message)

  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-8">
      <EnterSubmitsDefault />
      <FormErrors errors={form.errors} id={form.errorId} />

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('form.basics')}</h2>
        <TextField label={t('form.name')} meta={fields.name} required placeholder={t('form.namePlaceholder')} />
        <TextareaField
          label={t('form.description')}
          meta={fields.description}
          required
          placeholder={t('form.descriptionPlaceholder')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.sector')}
            meta={fields.sector}
            options={sectorOptions}
            placeholder={t('form.sectorPlaceholder')}
            required
          />
          <SelectField
            label={t('form.stage')}
            meta={fields.stage}
            options={stageOptions}
            placeholder={t('form.stagePlaceholder')}
            required
          />
          <TextField
            label={t('form.location')}
            meta={fields.location}
            required
            list="startup-locations"
            placeholder={t('form.locationPlaceholder')}
          />
          <TextField label={t('form.teamSize')} meta={fields.teamSize} type="number" placeholder={t('form.teamSizePlaceholder')} />
          <TextField label={t('form.foundingDate')} meta={fields.foundingDate} type="date" />
          <TextField label={t('form.website')} meta={fields.website} type="url" placeholder={URL_PLACEHOLDER} />
        </div>
        <datalist id="startup-locations">
          {DISCOVER_LOCATIONS.map((location) => (
            <option key={location} value={location} />
          ))}
        </datalist>
      </section>

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('form.missionAndVision')}</h2>
        <TextareaField label={t('form.mission')} meta={fields.mission} rows={3} />
        <TextareaField label={t('form.vision')} meta={fields.vision} rows={3} />
      </section>

      <section className="space-y-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('form.techAndMarkets')}</h2>
        <ListField
          form={form}
          meta={fields.techStack}
          label={t('form.techStack')}
          addLabel={t('form.addTechnology')}
          placeholder={t('form.techStackPlaceholder')}
        />
        {lists.includes('operationAreas') ? (
          <ListField
            form={form}
            meta={fields.operationAreas}
            label={t('form.operationAreas')}
            addLabel={t('form.addOperationArea')}
            placeholder={t('form.operationAreasPlaceholder')}
          />
        ) : null}
      </section>

      <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('form.socialLinks')}</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={LINKEDIN} meta={social.linkedin} type="url" placeholder={LINKEDIN_PLACEHOLDER} />
          <TextField label={GITHUB} meta={social.github} type="url" placeholder={GITHUB_PLACEHOLDER} />
          <TextField label={TWITTER} meta={social.twitter} type="url" placeholder={TWITTER_PLACEHOLDER} />
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
