import { href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { useMessage, useTranslation } from '~/browser/i18n-react'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { StartupManageNav } from '~/components/startup-manage-nav'
import { buttonClasses } from '~/components/ui/button'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'

/**
 * The frame of a manage page (/startup/{id}/manage/…, issue 41): the way back to the profile, the title, the sections'
 * nav, then the page's own content.
 */
export function StartupManagePage({
  startup,
  title,
  intro,
  children,
}: {
  startup: { id: number; name: string }
  title: string
  intro: string
  children: React.ReactNode
}) {
  const { t } = useTranslation('startups')
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to={href('/startup/:id', { id: String(startup.id) })} className="text-sm text-brand-700 hover:underline">
        {t('edit.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{title}</h1>
      <StartupManageNav startupId={startup.id} />
      <p className="mt-4 text-gray-600">{intro}</p>
      <div className="mt-8 space-y-8">{children}</div>
    </main>
  )
}

/** A card on a manage page. */
export const manageCard = 'min-w-0 space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6'

/** 404 'Startup Not Found' and 403 (not one of the people who run it) get their own page, as on the edit page. */
export function StartupManageErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('startups')
  const translate = useMessage()
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return <SharedErrorBoundary />
  const text = (error.data as { message?: string } | undefined)?.message
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{error.status === 404 ? translate(STARTUP_NOT_FOUND) : t('edit.notYours')}</h1>
      <p className="mt-4 text-gray-600">{text ? translate(text) : undefined}</p>
      <Link to="/discover" className={buttonClasses({ className: 'mt-8' })}>
        {t('edit.backToDiscover')}
      </Link>
    </main>
  )
}
