// First: route modules are evaluated before entry.client, and zod must be configured before any schema is built.
import './lib/zod-config'
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import { SessionSync } from '~/components/session-sync'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { Toaster } from '~/components/toaster'
import { getUser } from '~/lib/auth.server'
import { getToast } from '~/lib/toast.server'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)])
  return data({ user, toast }, { headers: headers ?? undefined })
}

export function meta() {
  return [
    { title: 'Startup Asia' },
    {
      name: 'description',
      content: "Asia's startup ecosystem: startups, talent, investors, mentors, events, workspaces and programs.",
    },
  ]
}

/** The root loader's data, from any component (undefined while an error page renders without it). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData()
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-gray-50 font-sans text-gray-900 antialiased">
        <a
          href="#content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
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
