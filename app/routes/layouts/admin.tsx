import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { buttonClasses } from '~/components/ui/button'
import { ADMIN_ACCESS_REQUIRED } from '~/lib/permissions'
import { adminMiddleware, requireAdmin } from '~/lib/permissions.server'
import type { Route } from './+types/admin'

/**
 * /admin and everything under it (001 §2 "Admin panel"): one guard before every loader and action beneath it.
 * Visitors get the access-denied screen (401) with a way to sign in and come back; members who are not admins get
 * 'Admin Access Required' (403) with a way home.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]

/** Refuses a page view by anyone but an admin (401/403, shown below), and names the admin for the panel's header. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  return { admin: { id: admin.id, email: admin.email, firstName: admin.firstName } }
}

export default function AdminLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  if (!isRouteErrorResponse(error) || (error.status !== 401 && error.status !== 403)) return <SharedErrorBoundary />
  const signedOut = error.status === 401
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{signedOut ? 'Access Denied' : ADMIN_ACCESS_REQUIRED}</h1>
      <p className="mt-4 text-gray-600">
        {signedOut
          ? 'Please sign in with an admin account to open the admin panel.'
          : 'You need administrator privileges to open the admin panel.'}
      </p>
      {signedOut ? (
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
          className={buttonClasses({ className: 'mt-8' })}
        >
          Sign In
        </Link>
      ) : (
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          Back to Home
        </Link>
      )}
    </main>
  )
}
