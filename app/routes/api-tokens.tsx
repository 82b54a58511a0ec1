import { data, Form, Link, useLocation } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { API_TOKEN_NAME_MAX, API_TOKEN_NOT_FOUND, API_TOKEN_SCOPES, API_UPGRADE_URL } from '~/domain/api-tokens'
import { hasApiAccess } from '~/models/plan-access.server'
import { createApiToken, listApiTokens, revokeApiToken } from '~/models/api-tokens.server'
import { createApiTokenSchema, revokeApiTokenSchema } from '~/schemas/api-tokens'
import { signedInUser } from '~/server/context'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { openDialogHref, openDialogName } from '~/shared/dialog-url'
import { DomainError } from '~/shared/errors'
import { formatDate as formatDay } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/api-tokens'

/**
 * /profile/api-tokens (issue 44 item 3, docs/decisions/0137-api-tokens.md): the member's personal API tokens, through
 * the same schemas and model as /api/tokens. Making one shows the token once, on the page the post answers (never in
 * a URL or a redirect); revoking asks first in `?dialog=revoke-token&token=ID` (a page without JavaScript). Members
 * whose plan has no API access read where to get it, and may still revoke what they have.
 */
export const handle = { i18n: ['profile'] } satisfies I18nHandle

export const CREATE_TOKEN_INTENT = 'create-token'
export const REVOKE_TOKEN_INTENT = 'revoke-token'
const REVOKE_DIALOG = 'revoke-token'

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const [tokens, access] = await Promise.all([listApiTokens(user), hasApiAccess(user.id)])
  return { tokens, access }
}

type Answer =
  | { intent: typeof CREATE_TOKEN_INTENT; ok: true; token: string; name: string }
  | { intent: string; ok: false; values: { name: string; scopes: string }; errors: { name?: string; scopes?: string }; message: string }

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const t = getT(context, 'profile')
  const say = (message: string) => t(message, { defaultValue: message })
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const values = { name: String(formData.get('name') ?? ''), scopes: String(formData.get('scopes') ?? '') }
  const refuse = (status: number, message: string, errors: Extract<Answer, { ok: false }>['errors'] = {}) =>
    data({ intent, ok: false, values, errors, message } satisfies Answer, { status })

  if (intent === CREATE_TOKEN_INTENT) {
    const parsed = createApiTokenSchema.safeParse(values)
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors
      const errors = { name: fields.name?.[0] && say(fields.name[0]), scopes: fields.scopes?.[0] && say(fields.scopes[0]) }
      return refuse(400, errors.name ?? errors.scopes ?? say('Invalid request'), errors)
    }
    try {
      const made = await createApiToken(user, parsed.data)
      // Answered on this page, not redirected: the token is shown once and never travels in a URL.
      return data({ intent, ok: true, token: made.token, name: made.name } satisfies Answer, {
        headers: { 'Cache-Control': 'no-store' },
      })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return refuse(error.status, say(error.message))
    }
  }
  if (intent === REVOKE_TOKEN_INTENT) {
    const parsed = revokeApiTokenSchema.safeParse({ id: formData.get('id') })
    try {
      if (!parsed.success) throw new DomainError(404, API_TOKEN_NOT_FOUND)
      const revoked = await revokeApiToken(user, parsed.data.id)
      return redirectWithToast(request, '/profile/api-tokens', {
        title: t('tokens.revoked'),
        description: t('tokens.revokedDescription', { name: revoked.name }),
      })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return refuse(error.status, say(error.message))
    }
  }
  throw data({ message: 'Unknown action' }, { status: 400 })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'profile')('tokens.metaTitle') }]
}

export default function ApiTokensPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile')
  const locale = useIntlLocale()
  const formatDate = (date: Date | string) => formatDay(date, locale)
  const location = useLocation()
  const { tokens, access } = loaderData
  const made = actionData?.ok ? actionData : undefined
  const refused = actionData && !actionData.ok ? actionData : undefined
  const dialog = openDialogName(location.search)
  const revoking = dialog === REVOKE_DIALOG ? tokens.find((token) => String(token.id) === new URLSearchParams(location.search).get('token')) : undefined
  const live = tokens.filter((token) => !token.revokedAt)
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/profile" className="text-sm font-medium text-brand-700 hover:underline">
        {t('tokens.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('tokens.heading')}</h1>
      <p className="mt-2 text-gray-600">{t('tokens.intro')}</p>

      {refused ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refused.message}
        </p>
      ) : null}

      {made ? (
        <section aria-labelledby="made-token" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5">
          <h2 id="made-token" className="text-lg font-semibold text-green-900">
            {t('tokens.made', { name: made.name })}
          </h2>
          <p className="mt-1 text-sm text-green-900">{t('tokens.copyNow')}</p>
          <label className="mt-3 block">
            <span className="sr-only">{t('tokens.tokenLabel')}</span>
            <input readOnly value={made.token} className="w-full rounded-md border border-green-300 bg-white px-3 py-2 font-mono text-sm" />
          </label>
          <p className="mt-2 text-sm text-green-900">{t('tokens.howToUse')}</p>
        </section>
      ) : null}

      {access ? (
        <section aria-labelledby="new-token" className="mt-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <h2 id="new-token" className="text-lg font-semibold text-gray-900">
            {t('tokens.new')}
          </h2>
          <Form method="post" className="mt-3 space-y-4">
            <input type="hidden" name="intent" value={CREATE_TOKEN_INTENT} />
            <label className="block">
              <span className="block text-sm font-medium text-gray-700">{t('tokens.name')}</span>
              <input
                type="text"
                name="name"
                required
                maxLength={API_TOKEN_NAME_MAX}
                defaultValue={refused?.intent === CREATE_TOKEN_INTENT ? refused.values.name : ''}
                aria-invalid={refused?.errors.name ? true : undefined}
                aria-describedby={refused?.errors.name ? 'token-name-error' : undefined}
                className="filter-input w-full"
              />
              {refused?.errors.name ? (
                <span id="token-name-error" className="mt-1 block text-sm text-red-700">
                  {refused.errors.name}
                </span>
              ) : null}
            </label>
            <fieldset>
              <legend className="text-sm font-medium text-gray-700">{t('tokens.scopes')}</legend>
              {API_TOKEN_SCOPES.map((scope) => (
                <label key={scope} className="mt-2 flex items-start gap-2 text-sm text-gray-800">
                  <input
                    type="radio"
                    name="scopes"
                    value={scope}
                    defaultChecked={(refused?.values.scopes || 'read') === scope}
                    className="mt-0.5"
                  />
                  <span>{t(scope === 'read' ? 'tokens.scope.read' : 'tokens.scope.write')}</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className={buttonClasses()}>
              {t('tokens.create')}
            </button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="no-access" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5">
          <h2 id="no-access" className="text-lg font-semibold text-amber-900">
            {t('tokens.noAccess')}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{t('tokens.noAccessText')}</p>
          <Link to={API_UPGRADE_URL} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
            {t('tokens.seePlans')}
          </Link>
        </section>
      )}

      <section aria-labelledby="your-tokens" className="mt-8">
        <h2 id="your-tokens" className="text-lg font-semibold text-gray-900">
          {t('tokens.yours', { count: live.length })}
        </h2>
        {tokens.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('tokens.none')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">{token.name}</p>
                  <p className="font-mono text-sm text-gray-600">{token.shown}</p>
                  <p className="flex flex-wrap gap-x-3 text-sm text-gray-600">
                    <span>{t(token.scopes.includes('write') ? 'tokens.scope.writeShort' : 'tokens.scope.readShort')}</span>
                    <span>{t('tokens.created', { date: formatDate(token.createdAt) })}</span>
                    <span>
                      {token.lastUsedAt ? t('tokens.lastUsed', { date: formatDate(token.lastUsedAt) }) : t('tokens.neverUsed')}
                    </span>
                  </p>
                </div>
                {token.revokedAt ? (
                  <span className="text-sm font-medium text-gray-500">{t('tokens.revokedOn', { date: formatDate(token.revokedAt) })}</span>
                ) : (
                  <Link
                    to={openDialogHref(location, REVOKE_DIALOG, { token: String(token.id) })}
                    preventScrollReset
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    aria-label={t('tokens.revokeNamed', { name: token.name })}
                  >
                    {t('tokens.revoke')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {revoking && !revoking.revokedAt ? (
        <Dialog name={REVOKE_DIALOG} params={['token']} title={t('tokens.revokeTitle')} description={t('tokens.revokeText', { name: revoking.name })}>
          <DialogForm className="flex flex-wrap justify-end gap-3">
            <input type="hidden" name="id" value={revoking.id} />
            <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('tokens.keep')}</DialogClose>
            <DialogSubmitButton intent={REVOKE_TOKEN_INTENT} pendingLabel={t('tokens.revoking')} className="bg-red-600 hover:bg-red-700">
              {t('tokens.revokeConfirm')}
            </DialogSubmitButton>
          </DialogForm>
        </Dialog>
      ) : null}
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
