import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link } from 'react-router'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { FundingTotal } from '~/components/startup-profile/panels'
import { manageCard, StartupManageErrorBoundary, StartupManagePage } from '~/components/startup-manage-page'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { FUNDING_CURRENCIES, FUNDING_ROUND_TYPES } from '~/domain/startup-showcase'
import { stageLabel } from '~/domain/startups'
import {
  addFundingRound,
  directoryInvestorOptions,
  fullFundingPatch,
  fundingForManage,
  removeFundingRound,
  updateFundingRound,
} from '~/models/startup-showcase.server'
import { fundingRoundSchema } from '~/schemas/showcase'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { formItemId, manageFormError, manageStartupId } from '~/server/manage-forms.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import { formatMoney } from '~/shared/money'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/funding'

/**
 * /startup/{id}/manage/funding (issue 41 item 2, decision 0109): the rounds in date order with the server's total,
 * a form to add one, `?edit=<roundId>` to correct one, and a remove button per round. Posts to the same model as
 * POST/PATCH/DELETE /api/startups/{id}/funding; who may is `canEditStartup`.
 */
export const handle = { i18n: ['startups', 'manage'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const id = manageStartupId(params.id)
  try {
    const page = await fundingForManage(user, id)
    const editId = Number(new URL(request.url).searchParams.get('edit'))
    const directory = await directoryInvestorOptions()
    return { ...page, directory, editing: page.rounds.find((round) => round.id === editId) ?? null }
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
  const page = href('/startup/:id/manage/funding', { id: String(id) })
  const form = intent === 'update' ? ('edit' as const) : intent === 'remove' ? ('list' as const) : ('add' as const)
  try {
    if (intent === 'remove') {
      await removeFundingRound(user, id, formItemId(formData))
      return redirectWithToast(request, page, { title: t('funding.removed') })
    }
    if (intent !== 'add' && intent !== 'update') throw data({ message: 'Unknown intent' }, { status: 400 })
    const submission = parseSubmission(formData, fundingRoundSchema)
    if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
    try {
      if (intent === 'add') {
        await addFundingRound(user, id, submission.value)
        return redirectWithToast(request, page, { title: t('funding.added') })
      }
      await updateFundingRound(user, id, formItemId(formData), fullFundingPatch(submission.value))
      return redirectWithToast(request, page, { title: t('funding.updated') })
    } catch (error) {
      // A field the model refused (a directory investor not verified): the form comes back with every value.
      if (!(error instanceof DomainError) || error.status !== 400 || !error.fieldErrors) throw error
      return data({ form, result: submission.reply({ fieldErrors: error.fieldErrors }) }, { status: 400 })
    }
  } catch (error) {
    return manageFormError(error, form)
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: loaderData ? t('funding.metaTitle', { name: loaderData.startup.name }) : t('meta.editStartup') }]
}

type Round = Route.ComponentProps['loaderData']['rounds'][number]

export default function ManageFunding({ loaderData, actionData }: Route.ComponentProps) {
  const { startup, rounds, totalFunding, editing, directory } = loaderData
  const { t } = useTranslation('startups')
  const message = useMessage()
  const locale = useIntlLocale()
  const page = href('/startup/:id/manage/funding', { id: String(startup.id) })
  const listError = actionData?.form === 'list' ? actionData.result.error?.['']?.[0] : undefined
  return (
    <StartupManagePage startup={startup} title={t('funding.manageTitle', { name: startup.name })} intro={t('funding.manageIntro')}>
      <section aria-labelledby="rounds-heading" className={manageCard}>
        <h2 id="rounds-heading" className="text-lg font-semibold">
          {t('funding.rounds')}
        </h2>
        {listError ? <FormErrors errors={[message(listError)]} /> : null}
        {rounds.length === 0 ? (
          <p className="text-sm text-gray-600">{t('empty.funding')}</p>
        ) : (
          <>
            <FundingTotal totalFunding={totalFunding} />
            <ol className="divide-y divide-gray-100">
              {rounds.map((round) => (
                <li key={round.id} className="flex min-w-0 flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-gray-900">
                      {message(round.series)}
                      {SEPARATOR}
                      {round.amount ? formatMoney(round.amount, round.currency, locale) : t('funding.undisclosed')}
                    </p>
                    <p className="text-sm break-words text-gray-600">
                      {[round.date ? formatDate(round.date, locale) : '', round.leadInvestor ? t('funding.ledBy', { investor: round.leadInvestor }) : '']
                        .filter(Boolean)
                        .join(SEPARATOR)}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Link
                      to={`${page}?edit=${round.id}#round-form`}
                      className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      aria-label={t('funding.editLabel', { round: message(round.series) })}
                    >
                      {t('manage.edit')}
                    </Link>
                    <Form method="post" action={page}>
                      <input type="hidden" name="itemId" value={round.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                        aria-label={t('funding.removeLabel', { round: message(round.series) })}
                      >
                        {t('manage.remove')}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      {/* A new key after each saved change: with JavaScript the page is not reloaded, and the next round starts empty. */}
      <RoundForm
        key={editing?.id ?? `add-${rounds.length}`}
        page={page}
        editing={editing}
        directory={directory}
        lastResult={actionData && actionData.form === (editing ? 'edit' : 'add') ? actionData.result : undefined}
      />
    </StartupManagePage>
  )
}

interface RoundFormShape {
  roundType: string
  amount: string
  currency: string
  date: string
  leadInvestor: string
  investors: string
  description: string
  directoryInvestors: string[]
  leadDirectoryInvestor: string
}

function RoundForm({
  page,
  editing,
  directory,
  lastResult,
}: {
  page: string
  editing: Round | null
  directory: { id: number; name: string }[]
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const intent = editing ? 'update' : 'add'
  const pending = useIsPending({ intent })
  const [form, fields] = useForm<RoundFormShape, unknown>({
    id: editing ? `edit-round-${editing.id}` : 'add-round',
    lastResult: useTranslatedResult(lastResult),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: editing
      ? {
          roundType: editing.roundType ?? '',
          amount: editing.amount ?? '',
          currency: editing.currency,
          date: editing.date ?? '',
          leadInvestor: editing.leadInvestor ?? '',
          investors: editing.investors.filter((name) => name !== editing.leadInvestor).join('\n'),
          description: editing.description ?? '',
          directoryInvestors: editing.directoryInvestors.map((investor) => String(investor.id)),
          leadDirectoryInvestor: String(editing.directoryInvestors.find((investor) => investor.isLead)?.id ?? ''),
        }
      : { currency: 'USD' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: fundingRoundSchema, formatError: formatErrorsWith(message) }),
  })
  return (
    <section id="round-form" aria-labelledby="round-form-heading" className={manageCard}>
      <h2 id="round-form-heading" className="text-lg font-semibold">
        {editing ? t('funding.editTitle', { round: message(editing.series) }) : t('funding.addTitle')}
      </h2>
      {/* A correction posts with ?edit=… so that its errors re-render it open; a saved one redirects to the page. */}
      <Form method="post" action={editing ? `${page}?edit=${editing.id}` : page} {...getFormProps(form)} className="space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        {editing ? <input type="hidden" name="itemId" value={editing.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('funding.roundType')}
            meta={fields.roundType}
            required
            placeholder={t('funding.chooseRoundType')}
            options={FUNDING_ROUND_TYPES.map((type) => ({ value: type, label: message(stageLabel(type)) }))}
          />
          <TextField label={t('funding.date')} meta={fields.date} type="date" required />
          <TextField label={t('funding.amount')} meta={fields.amount} inputMode="decimal" hint={t('funding.amountHint')} />
          <SelectField
            label={t('funding.currency')}
            meta={fields.currency}
            placeholder={t('funding.chooseCurrency')}
            options={FUNDING_CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
          <TextField label={t('funding.leadInvestor')} meta={fields.leadInvestor} />
        </div>
        <TextareaField label={t('funding.otherInvestors')} meta={fields.investors} rows={3} />
        {/* Verified directory investors (decision 0117): the profile links them to their pages. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={fields.directoryInvestors.id} className="block text-sm font-medium text-gray-700">
              {t('funding.directoryInvestors', { ns: 'manage' })}
            </label>
            <select {...getSelectProps(fields.directoryInvestors)} multiple size={6} className="filter-input w-full">
              {directory.map((investor) => (
                <option key={investor.id} value={investor.id}>
                  {investor.name}
                </option>
              ))}
            </select>
            <p className="mt-1 text-xs text-gray-500">{t('funding.directoryInvestorsHint', { ns: 'manage' })}</p>
            {fields.directoryInvestors.errors?.[0] ? (
              <p role="alert" className="mt-1 text-xs text-red-700">
                {fields.directoryInvestors.errors[0]}
              </p>
            ) : null}
          </div>
          <SelectField
            label={t('funding.leadDirectoryInvestor', { ns: 'manage' })}
            meta={fields.leadDirectoryInvestor}
            placeholder={t('funding.noLeadDirectoryInvestor', { ns: 'manage' })}
            options={directory.map((investor) => ({ value: String(investor.id), label: investor.name }))}
          />
        </div>
        <TextareaField label={t('funding.description')} meta={fields.description} rows={3} />
        <div className="flex flex-wrap justify-end gap-2">
          {editing ? (
            <Link to={page} className={buttonClasses({ variant: 'ghost' })}>
              {t('form.cancel')}
            </Link>
          ) : null}
          <button type="submit" name="intent" value={intent} disabled={pending} className={buttonClasses()}>
            {pending ? t('manage.saving') : editing ? t('manage.saveChanges') : t('funding.addButton')}
          </button>
        </div>
      </Form>
    </section>
  )
}

// Between facts on one line, in every language.
const SEPARATOR = ' · '

export const ErrorBoundary = StartupManageErrorBoundary
