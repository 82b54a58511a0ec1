import { Form } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import type { PublicUser } from '~/shared/user'

/**
 * Until a member opens the link sent to their address (issue 40), every page says so under the header, with a form
 * post that sends the link again (/verify-email's action; works without JavaScript).
 */
export function VerifyEmailBanner({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation()
  if (!user || user.isEmailVerified) return null
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-sm text-amber-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <p className="min-w-0 break-words">{t('verifyBanner.text', { email: user.email })}</p>
        <Form method="post" action="/verify-email">
          <button type="submit" className="font-semibold underline hover:no-underline">
            {t('verifyBanner.resend')}
          </button>
        </Form>
      </div>
    </div>
  )
}
