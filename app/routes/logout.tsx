import { redirect } from 'react-router'
import { endSession } from '~/lib/session.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/logout'

/** Signing out is a POST only (a link or prefetch must not sign anyone out). */
export function loader() {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers()
  for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie)
  return redirectWithToast(
    request,
    '/',
    { title: 'Signed out successfully', description: 'You have been logged out', type: 'info' },
    { headers },
  )
}
