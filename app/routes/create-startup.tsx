import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { data, href, Link } from 'react-router'
import { CREATE_LISTS, StartupForm } from '~/components/startup-form'
import { buttonClasses } from '~/components/ui/button'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import { useTranslatedResult } from '~/browser/form-messages'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { parseSubmission } from '~/server/forms.server'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/shared/list-field'
import { redirectWithToast } from '~/server/toast.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { createStartup } from '~/models/startups.server'
import { createStartupSchema } from '~/schemas/startup'
import type { Route } from './+types/create-startup'

const CREATE_FAILED = 'Failed to create startup profile.'

export const handle = { i18n: ['startups', 'manage'] } satisfies I18nHandle

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  return { signedIn: Boolean(user) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return data({ result: undefined, loginRequired: true }, { status: 401 })
  const raw = await request.formData()
  const roundTrip = isListRoundTrip(raw, CREATE_LISTS)
  const submission = parseSubmission(foldPendingEntries(raw, CREATE_LISTS, { validateOnly: roundTrip }), createStartupSchema)
  if (submission.status !== 'success') {
    // A list round trip (Add, Remove, Enter in a list's box) is not a failure: 200 with the values and only the
    // lists' own errors; a real validation failure is 400 with every message.
    const result = submission.reply()
    if (submission.status !== 'error') result.error = listErrorsOnly(result.error, CREATE_LISTS)
    return data({ result, loginRequired: false }, { status: submission.status === 'error' ? 400 : 200 })
  }
  try {
    const { id } = await createStartup(user, submission.value)
    const t = getT(context, 'startups')
    return redirectWithToast(request, href('/startup/:id', { id: String(id) }), {
      title: t('create.successTitle', { ns: 'manage' }),
      description: t('create.successText', { ns: 'manage' }),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message || CREATE_FAILED] }), loginRequired: false },
      { status: error.status },
    )
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: t('meta.create') }, { name: 'description', content: t('meta.createDescription') }]
}

export default function CreateStartup({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn || actionData?.loginRequired) return <LoginRequired />
  return <CreateStartupForm lastResult={actionData?.result} />
}

function LoginRequired() {
  const { t } = useTranslation('startups')
  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('create.loginRequired', { ns: 'manage' })}</h1>
      <p className="mt-3 text-gray-600">{t('create.loginText', { ns: 'manage' })}</p>
      <a href="/api/login?redirectTo=%2Fcreate-startup" className={buttonClasses({ className: 'mt-6' })}>
        {t('create.logIn', { ns: 'manage' })}
      </a>
    </main>
  )
}

function CreateStartupForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('startups')
  useFormErrorToast(useTranslatedResult(lastResult), { title: t('form.errorTitle'), fallback: t('create.failed', { ns: 'manage' }) })
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{t('create.title', { ns: 'manage' })}</h1>
      <p className="mt-2 text-gray-600">{t('create.intro', { ns: 'manage' })}</p>
      <StartupForm
        id="create-startup"
        schema={createStartupSchema}
        lists={CREATE_LISTS}
        lastResult={lastResult}
        submitIntent="create"
        submitLabel={t('create.submit', { ns: 'manage' })}
        pendingLabel={t('create.pending', { ns: 'manage' })}
        cancel={
          <Link to="/dashboard" className={buttonClasses({ variant: 'ghost' })}>
            {t('form.cancel')}
          </Link>
        }
      />
    </main>
  )
}
