import { data } from 'react-router'
import { pagePath, rejectPost } from '~/lib/http.server'
import { areaTitle } from '~/lib/nav'
import type { Route } from './+types/placeholder'

/**
 * A stand-in for pages later issues build, so every navigation target answers 200 instead of 404. Registered once
 * per path in routes.ts (explicit ids); the title is the area's, from the navigation registry. /profile and /admin
 * sit behind their layouts' guards.
 */
export function loader({ request }: Route.LoaderArgs) {
  const title = areaTitle(pagePath(request).pathname)
  if (!title) throw data({ message: 'Not Found' }, { status: 404 })
  return { title }
}

export const action = rejectPost

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.title} | Startup Asia` : 'Startup Asia' }]
}

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-gray-600">Coming soon</p>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
