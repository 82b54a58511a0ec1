import { data, Form, href, Link, useNavigation } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import type { I18nHandle } from '~/shared/i18n'
import { readUnsubscribeToken } from '~/server/mail/unsubscribe-token.server'
import { unsubscribe } from '~/models/notifications.server'
import type { Route } from './+types/unsubscribe'

/**
 * /unsubscribe?token=… — the one-click unsubscribe of every non-essential e-mail (issue 40 item 5, RFC 8058,
 * docs/decisions/0102-mail-outbox.md). No sign-in: the signed token names the member and the category. A GET only
 * asks (mail scanners open links; RFC 8058 §3.2: a GET must not unsubscribe); the POST — the page's button, or the
 * mail client's `List-Unsubscribe=One-Click` POST to the same address — switches that category's e-mail off.
 */
export const handle = { i18n: ['mail'] } satisfies I18nHandle

export function loader({ request }: Route.LoaderArgs) {
  const read = readUnsubscribeToken(new URL(request.url).searchParams.get('token'))
  if (!read) return data({ state: 'invalid' as const, category: null }, { status: 400 })
  return { state: 'ask' as const, category: read.category }
}

export async function action({ request }: Route.ActionArgs) {
  // The token is in the address (RFC 8058 POSTs to the List-Unsubscribe URL as it is); the body is ignored.
  const done = await unsubscribe(new URL(request.url).searchParams.get('token'))
  if (!done) return data({ state: 'invalid' as const, category: null }, { status: 400 })
  return { state: 'done' as const, category: done.category }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'mail')('unsubscribe.title')} | ${metaT(matches, 'common')('site.name')}` }, { name: 'robots', content: 'noindex' }]
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('mail')
  const navigation = useNavigation()
  const { state, category } = actionData ?? loaderData
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">{t('unsubscribe.title')}</h1>
      {state === 'invalid' || !category ? (
        <p className="mt-4 text-gray-700">{t('unsubscribe.invalid')}</p>
      ) : state === 'done' ? (
        <p role="status" className="mt-4 text-gray-700">
          {t('unsubscribe.done', { category: t(`category.${category}`) })}
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-gray-700">{t('unsubscribe.confirm', { category: t(`category.${category}`) })}</p>
          <button type="submit" className={buttonClasses()} disabled={navigation.state === 'submitting'}>
            {navigation.state === 'submitting' ? t('unsubscribe.pending') : t('unsubscribe.button')}
          </button>
        </Form>
      )}
      <p className="mt-6">
        <Link to={href('/profile')} className="text-brand-600 underline">
          {t('unsubscribe.preferences')}
        </Link>
      </p>
    </main>
  )
}
