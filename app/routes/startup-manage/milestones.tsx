import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link } from 'react-router'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { manageCard, StartupManageErrorBoundary, StartupManagePage } from '~/components/startup-manage-page'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { MILESTONE_CATEGORIES, type MilestoneCategory } from '~/domain/startup-showcase'
import { addMilestone, fullMilestonePatch, milestonesForManage, removeMilestone, updateMilestone } from '~/models/startup-showcase.server'
import { milestoneSchema } from '~/schemas/showcase'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { formItemId, manageFormError, manageStartupId } from '~/server/manage-forms.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/milestones'

/**
 * /startup/{id}/manage/milestones (issue 41 item 3, decision 0109): the dated timeline, newest first as the profile
 * shows it, with add, `?edit=<milestoneId>` and remove. The same model as /api/startups/{id}/milestones.
 */
export const handle = { i18n: ['startups'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const id = manageStartupId(params.id)
  try {
    const page = await milestonesForManage(user, id)
    const editId = Number(new URL(request.url).searchParams.get('edit'))
    return { ...page, editing: page.milestones.find((milestone) => milestone.id === editId) ?? null }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const id = manageStartupId(params.id)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const t = getT(context, 'startups')
  const page = href('/startup/:id/manage/milestones', { id: String(id) })
  const form = intent === 'update' ? ('edit' as const) : intent === 'remove' ? ('list' as const) : ('add' as const)
  try {
    if (intent === 'remove') {
      await removeMilestone(user, id, formItemId(formData))
      return redirectWithToast(request, page, { title: t('milestones.removed') })
    }
    if (intent !== 'add' && intent !== 'update') throw data({ message: 'Unknown intent' }, { status: 400 })
    const submission = parseSubmission(formData, milestoneSchema)
    if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
    if (intent === 'add') {
      await addMilestone(user, id, submission.value)
      return redirectWithToast(request, page, { title: t('milestones.added') })
    }
    await updateMilestone(user, id, formItemId(formData), fullMilestonePatch(submission.value))
    return redirectWithToast(request, page, { title: t('milestones.updated') })
  } catch (error) {
    return manageFormError(error, form)
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: loaderData ? t('milestones.metaTitle', { name: loaderData.startup.name }) : t('meta.editStartup') }]
}

type Milestone = Route.ComponentProps['loaderData']['milestones'][number]

export default function ManageMilestones({ loaderData, actionData }: Route.ComponentProps) {
  const { startup, milestones, editing } = loaderData
  const { t } = useTranslation('startups')
  const message = useMessage()
  const locale = useIntlLocale()
  const page = href('/startup/:id/manage/milestones', { id: String(startup.id) })
  const categoryLabel = (category: string | null) =>
    !category ? '' : (MILESTONE_CATEGORIES as readonly string[]).includes(category) ? t(`milestones.category.${category as MilestoneCategory}`) : category
  const listError = actionData?.form === 'list' ? actionData.result.error?.['']?.[0] : undefined
  return (
    <StartupManagePage startup={startup} title={t('milestones.manageTitle', { name: startup.name })} intro={t('milestones.manageIntro')}>
      <section aria-labelledby="timeline-heading" className={manageCard}>
        <h2 id="timeline-heading" className="text-lg font-semibold">
          {t('milestones.timeline')}
        </h2>
        {listError ? <FormErrors errors={[message(listError)]} /> : null}
        {milestones.length === 0 ? (
          <p className="text-sm text-gray-600">{t('empty.milestones')}</p>
        ) : (
          <ol className="divide-y divide-gray-100">
            {milestones.map((milestone) => (
              <li key={milestone.id} className="flex min-w-0 flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">{milestone.title}</p>
                  <p className="text-sm text-gray-600">
                    {[milestone.date ? formatDate(milestone.date, locale) : '', categoryLabel(milestone.category)]
                      .filter(Boolean)
                      .join(SEPARATOR)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link
                    to={`${page}?edit=${milestone.id}#milestone-form`}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    aria-label={t('milestones.editLabel', { title: milestone.title })}
                  >
                    {t('manage.edit')}
                  </Link>
                  <Form method="post" action={page}>
                    <input type="hidden" name="itemId" value={milestone.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      aria-label={t('milestones.removeLabel', { title: milestone.title })}
                    >
                      {t('manage.remove')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      {/* A new key after each saved change: with JavaScript the page is not reloaded, and the next one starts empty. */}
      <MilestoneForm
        key={editing?.id ?? `add-${milestones.length}`}
        page={page}
        editing={editing}
        lastResult={actionData && actionData.form === (editing ? 'edit' : 'add') ? actionData.result : undefined}
      />
    </StartupManagePage>
  )
}

interface MilestoneFormShape {
  title: string
  date: string
  category: string
  description: string
}

function MilestoneForm({
  page,
  editing,
  lastResult,
}: {
  page: string
  editing: Milestone | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const intent = editing ? 'update' : 'add'
  const pending = useIsPending({ intent })
  const [form, fields] = useForm<MilestoneFormShape, unknown>({
    id: editing ? `edit-milestone-${editing.id}` : 'add-milestone',
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: editing
      ? { title: editing.title, date: editing.date ?? '', category: editing.category ?? '', description: editing.description ?? '' }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: milestoneSchema, formatError: formatErrorsWith(message) }),
  })
  return (
    <section id="milestone-form" aria-labelledby="milestone-form-heading" className={manageCard}>
      <h2 id="milestone-form-heading" className="text-lg font-semibold">
        {editing ? t('milestones.editTitle', { title: editing.title }) : t('milestones.addTitle')}
      </h2>
      <Form method="post" action={editing ? `${page}?edit=${editing.id}` : page} {...getFormProps(form)} className="space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        {editing ? <input type="hidden" name="itemId" value={editing.id} /> : null}
        <TextField label={t('milestones.title')} meta={fields.title} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('milestones.date')} meta={fields.date} type="date" required />
          <SelectField
            label={t('milestones.categoryLabel')}
            meta={fields.category}
            placeholder={t('milestones.noCategory')}
            options={MILESTONE_CATEGORIES.map((category) => ({ value: category, label: t(`milestones.category.${category}`) }))}
          />
        </div>
        <TextareaField label={t('milestones.description')} meta={fields.description} rows={3} />
        <div className="flex flex-wrap justify-end gap-2">
          {editing ? (
            <Link to={page} className={buttonClasses({ variant: 'ghost' })}>
              {t('form.cancel')}
            </Link>
          ) : null}
          <button type="submit" name="intent" value={intent} disabled={pending} className={buttonClasses()}>
            {pending ? t('manage.saving') : editing ? t('manage.saveChanges') : t('milestones.addButton')}
          </button>
        </div>
      </Form>
    </section>
  )
}

// Between facts on one line, in every language.
const SEPARATOR = ' · '

export const ErrorBoundary = StartupManageErrorBoundary
