import { data } from 'react-router'
import { requireUser } from '~/lib/auth.server'
import { rejectPost } from '~/lib/http.server'
import type { Route } from './+types/placeholder'

/**
 * A stand-in for pages later issues build, so every navigation target answers 200 instead of 404. Registered once
 * per path in routes.ts (explicit ids); the title comes from the first path segment.
 */
const TITLES: Record<string, string> = {
  discover: 'Discover Startups',
  'talent-hub': 'Talent Hub',
  resources: 'Resource Hub',
  events: 'Events',
  workspace: 'Workspace',
  programs: 'Programs',
  media: 'Media & PR',
  profile: 'My Profile',
  admin: 'Admin Panel',
  'create-startup': 'Create Startup',
}

/** Pages that are signed-in only even as placeholders. */
const SIGNED_IN_ONLY = new Set(['profile'])

export async function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/')[1] ?? ''
  const title = TITLES[segment]
  if (!title) throw data({ message: 'Not Found' }, { status: 404 })
  if (SIGNED_IN_ONLY.has(segment)) await requireUser(request)
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
