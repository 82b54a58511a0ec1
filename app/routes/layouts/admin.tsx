import { useTranslation } from '~/browser/i18n-react'
import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { buttonClasses } from '~/components/ui/button'
import { ADMIN_DASHBOARD, ADMIN_GROUPS, adminGroupOf, adminHeading } from '~/shared/admin-sections'
import type { I18nHandle } from '~/shared/i18n'
import { adminFrom } from '~/server/context'
import { adminMiddleware } from '~/services/permissions.server'
import type { Route } from './+types/admin'

/**
 * /admin and everything under it (001 §2 "Admin panel"): one guard before every loader and action beneath it.
 * Visitors get the access-denied screen (401) with a way to sign in and come back; members who are not admins get
 * 'Admin Access Required' (403) with a way home.
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]

export const handle = { i18n: ['admin'] } satisfies I18nHandle

/** Refuses a page view by anyone but an admin (the guard's 401/403, shown below), and names the admin for the panel. */
export function loader({ context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { admin: { id: admin.id, email: admin.email, firstName: admin.firstName } }
}

/** The group's open/closed marker (decorative). */
const CHEVRON = '\u203A'

export default function AdminLayout() {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const heading = adminHeading(pathname)
  const current = pathname.split('/')[2]
  const openGroup = adminGroupOf(current)?.id
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <nav aria-label={t('nav.label')} className="shrink-0 lg:w-60">
        <NavLink
          to="/admin"
          end
          className={({ isActive }) =>
            `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-100'}`
          }
        >
          {t(ADMIN_DASHBOARD.title)}
        </NavLink>
        {ADMIN_GROUPS.map((group) => (
          // Each group is a <details>: it opens and closes without JavaScript. CRM starts open (001 §2), and so does
          // the group of the section on screen. The key remounts it when that changes, so the default applies again.
          <details
            key={`${group.id}-${openGroup === group.id}`}
            open={group.defaultOpen || openGroup === group.id}
            className="group mt-1"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-xs font-semibold tracking-wide text-gray-500 uppercase hover:bg-gray-100">
              {t(group.title)}
              <span aria-hidden="true" className="transition-transform group-open:rotate-90">
                {CHEVRON}
              </span>
            </summary>
            <ul className="mt-1 space-y-0.5">
              {group.sections.map((section) => (
                <li key={section.id}>
                  <NavLink
                    to={`/admin/${section.id}`}
                    className={({ isActive }) =>
                      `block rounded-md py-1.5 pr-3 pl-5 text-sm ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-gray-700 hover:bg-gray-100'}`
                    }
                  >
                    {t(section.title)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
      <main id="admin-content" className="min-w-0 flex-1">
        {heading ? (
          <header className="mb-6">
            <h1 className="text-2xl font-bold break-words text-gray-900">{t(heading.title)}</h1>
            {heading.subtitle ? <p className="mt-1 text-gray-600">{t(heading.subtitle)}</p> : null}
          </header>
        ) : null}
        <Outlet />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin')
  const error = useRouteError()
  const location = useLocation()
  if (!isRouteErrorResponse(error) || (error.status !== 401 && error.status !== 403)) return <SharedErrorBoundary />
  const signedOut = error.status === 401
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{signedOut ? t('access.deniedTitle') : t('access.requiredTitle')}</h1>
      <p className="mt-4 text-gray-600">
        {signedOut ? t('access.signInText') : t('access.requiredText')}
      </p>
      {signedOut ? (
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
          className={buttonClasses({ className: 'mt-8' })}
        >
          {t('access.signIn')}
        </Link>
      ) : (
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          {t('access.backHome')}
        </Link>
      )}
    </main>
  )
}
