import { data, Form, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { buttonClasses } from '~/components/ui/button'
import { acceptTeamInvitation, viewTeamInvitation } from '~/models/team.server'
import { signedInUser } from '~/server/context'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/team-invitation'

/**
 * /team-invitations/{token} (docs/decisions/0108): the link of an invitation e-mail. Behind the signed-in layout (a
 * visitor signs in or signs up and comes back); the member signed in with the invited address accepts with a plain
 * form post — the model of POST /api/team-invitations/{token}/accept. An unknown link is 404, another address 403,
 * a used, withdrawn or expired one 409, each with its message.
 */
export const handle = { i18n: ['startups', 'manage'] } satisfies I18nHandle

function refused(error: unknown): never {
  if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
  throw error
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const invitation = await viewTeamInvitation(user, params.token).catch(refused)
  return { invitation }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const accepted = await acceptTeamInvitation(user, params.token).catch(refused)
  const t = getT(context, 'manage')
  return redirectWithToast(request, href('/startup/:id/manage/team', { id: String(accepted.startupId) }), {
    title: t('team.joined'),
    description: t(`team.joinedAs.${accepted.accessRole}`),
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'manage')('team.invitationTitle') }]
}

export default function TeamInvitationPage({ loaderData }: Route.ComponentProps) {
  const { invitation } = loaderData
  const { t } = useTranslation('manage')
  const accepting = useIsPending({ state: 'submitting' })
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold break-words text-gray-900">{t('team.invitationHeading', { startup: invitation.startup })}</h1>
      <p className="mt-4 text-gray-700">
        {invitation.inviter
          ? t(`team.invitationBy.${invitation.accessRole}`, { inviter: invitation.inviter, startup: invitation.startup })
          : t(`team.invitationTo.${invitation.accessRole}`, { startup: invitation.startup })}
      </p>
      <Form method="post" className="mt-8 flex flex-wrap gap-3">
        <button type="submit" disabled={accepting} className={buttonClasses()}>
          {accepting ? t('team.accepting') : t('team.accept')}
        </button>
        <Link to={href('/startup/:id', { id: String(invitation.startupId) })} className={buttonClasses({ variant: 'ghost' })}>
          {t('team.viewProfile')}
        </Link>
      </Form>
    </main>
  )
}

/** Each refusal (unknown, another address, used, withdrawn, expired) gets a page that says which. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('manage')
  const translate = useMessage()
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return <SharedErrorBoundary />
  const text = (error.data as { message?: string } | undefined)?.message
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('team.invitationTitle')}</h1>
      <p role="alert" className="mt-4 text-gray-600">
        {text ? translate(text) : null}
      </p>
      <Link to="/dashboard" className={buttonClasses({ className: 'mt-8' })}>
        {t('team.toDashboard')}
      </Link>
    </main>
  )
}
