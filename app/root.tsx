import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router'
import { SessionSync } from '~/components/session-sync'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { Toaster } from '~/components/toaster'
import { getUser } from '~/services/auth.server'
import { unreadNotificationCount } from '~/models/notification-inbox.server'
import { namespacesOf, type I18nHandle } from '~/shared/i18n'
import { VerifyEmailBanner } from '~/components/verify-email-banner'
import { I18nProvider, metaT, useLanguage, useTranslation } from '~/browser/i18n-react'
import { i18nextMiddleware, languageOf } from '~/server/i18n.server'
import { getToast } from '~/server/toast.server'
import { useHydrated } from '~/browser/use-hydrated'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

// Chooses the request's language (?lng, the selector's cookie, then Accept-Language) before any loader runs.
export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware]

export const handle: I18nHandle = { i18n: ['common', 'vocab'] }

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)])
  // The header's bell: one count on a partial index, for members only (visitors' pages stay cacheable).
  const unread = user ? await unreadNotificationCount(user.id) : 0
  return data({ user, unread, toast, locale: languageOf(context) }, { headers: headers ?? undefined })
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'common')
  return [{ title: t('site.name') }, { name: 'description', content: t('site.description') }]
}

/** The root loader's data, from any component (undefined while an error page renders without it). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData()
  // The root loader's language (after the selector's post, the new one: the page suspends until its catalogues are
  // in, keeping the old page on screen meanwhile); the request's or the HTML's while an error page renders without it.
  const requestLanguage = useLanguage()
  const language = rootData?.locale ?? requestLanguage
  return (
    <I18nProvider language={language}>
      <Document language={language} rootData={rootData}>
        {children}
      </Document>
    </I18nProvider>
  )
}

function Document({ language, rootData, children }: { language: string; rootData: ReturnType<typeof useRootData>; children: React.ReactNode }) {
  const { t } = useTranslation()
  // The catalogues the routes on screen translate with: the browser loads them before it hydrates (app/entry.client.tsx).
  const namespaces = namespacesOf(useMatches().map((match) => match.handle)).join(' ')
  // Present once the page is hydrated (its links and forms are React Router's): what the browser tests wait for.
  const hydrated = useHydrated()
  return (
    <html lang={language} data-namespaces={namespaces} data-hydrated={hydrated ? '' : undefined} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet at the top of the head, before the ~35 module preloads that
            would otherwise be requested ahead of it (docs/decisions/0058-lighthouse.md). */}
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        <Meta />
        <Links />
      </head>
      {/* The body's and the skip link's looks are in app/app.css (every page carries them). */}
      <body>
        <a href="#content" className="skip-link">
          {t('layout.skipToContent')}
        </a>
        <SiteHeader user={rootData?.user ?? null} unread={rootData?.unread ?? 0} />
        <VerifyEmailBanner user={rootData?.user ?? null} />
        <div id="content" tabIndex={-1}>
          {children}
        </div>
        <SiteFooter />
        <Toaster toast={rootData?.toast ?? null} />
        <SessionSync user={rootData?.user ?? null} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export { ErrorBoundary } from '~/components/error-boundary'
