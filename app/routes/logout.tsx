import { redirect } from 'react-router'
import { getT } from '~/server/i18n.server'
import { endSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import type { Route } from './+types/logout'

/** Signing out is a POST only (a link or prefetch must not sign anyone out). */
export function loader() {
  return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getT(context, 'auth')
  const headers = new Headers()
  for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie)
  return redirectWithToast(
    request,
    '/',
    { title: t('signOut.toastTitle'), description: t('signOut.toastDescription'), type: 'info' },
    { headers },
  )
}
