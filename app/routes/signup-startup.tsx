import { SignupForm } from '~/components/signup-form'
import { requireAnonymous } from '~/lib/permissions.server'
import { signupAction } from '~/lib/signup.server'
import type { Route } from './+types/signup-startup'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context, 'startup')
}

export function meta() {
  return [{ title: 'Join as a Startup | Startup Asia' }]
}

export default function SignupStartup({ actionData }: Route.ComponentProps) {
  return (
    <SignupForm
      title="Join as a Startup"
      subtitle="Create your startup account to build your profile, post jobs and join programs."
      other={{ href: '/signup-public', label: 'Joining as a community member? Join the Community' }}
      lastResult={actionData?.result}
    />
  )
}
