import { data } from 'react-router'
import { NOT_FOUND_TEXT, NotFoundMessage } from '~/components/not-found'
import { metaT } from '~/browser/i18n-react'
import type { Route } from './+types/not-found'

export function loader(_: Route.LoaderArgs) {
  throw data({ message: NOT_FOUND_TEXT }, { status: 404 })
}

export function action(_: Route.ActionArgs) {
  throw data({ message: NOT_FOUND_TEXT }, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'common')('notFound.metaTitle') }]
}

export default function NotFound() {
  return <NotFoundMessage />
}

export { ErrorBoundary } from '~/components/error-boundary'
