import { Outlet } from 'react-router'
import { signedInMiddleware } from '~/services/permissions.server'
import type { Route } from './+types/signed-in'

/**
 * The signed-in areas (000 §2, 001 §2: /dashboard, /creation-program, /profile): one guard before every loader and
 * action beneath it; visitors are sent to /auth and back afterwards.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export default function SignedInLayout() {
  return <Outlet />
}
