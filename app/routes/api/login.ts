import { redirect } from 'react-router'
import { safeRedirect } from '~/lib/safe-redirect'
import type { Route } from './+types/login'

/** GET /api/login: the spec's login-start path (full-page navigation) → the sign-in page. */
export function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  const target = safeRedirect(redirectTo, '')
  return redirect(target ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth')
}

export function action() {
  return redirect('/auth', 303)
}
