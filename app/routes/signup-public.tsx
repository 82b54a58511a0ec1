import { SignupForm } from '~/components/signup-form'
import { requireAnonymous } from '~/lib/permissions.server'
import { signupAction } from '~/lib/signup.server'
import type { Route } from './+types/signup-public'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context, 'public')
}

export function meta() {
  return [{ title: 'Join the Community | Startup Asia' }]
}

export default function SignupPublic({ actionData }: Route.ComponentProps) {
  return (
    <SignupForm
      title="Join the Community"
      subtitle="Connect with founders, mentors and investors across Asia."
      other={{ href: '/signup-startup', label: 'Building a startup? Join as a Startup' }}
      lastResult={actionData?.result}
    />
  )
}
