import { data } from 'react-router'
import { adminSection } from '~/lib/admin-sections'
import { rejectPost } from '~/lib/http.server'
import type { Route } from './+types/section'

/**
 * /admin/{section} for the sidebar's sections without a working view yet (001 §2): the spec's 'This section is under
 * development'. An unknown section is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const section = adminSection(params.section)
  if (!section) throw data({ message: 'Not Found' }, { status: 404 })
  return { title: section.title }
}

export const action = rejectPost

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? 'Admin'} | Startup Asia` }]
}

export default function UnderDevelopment() {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-gray-900">This section is under development</p>
      <p className="mt-2 text-gray-600">Content will be available soon</p>
    </div>
  )
}
