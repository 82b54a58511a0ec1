import { SignupForm } from '~/components/signup-form'
import { useTranslation } from '~/lib/i18n-react'
import type { I18nHandle } from '~/lib/i18n'
import { metaT } from '~/lib/i18n-react'
import { requireAnonymous } from '~/lib/permissions.server'
import { signupAction } from '~/lib/signup.server'
import type { Route } from './+types/signup-startup'

export const handle = { i18n: ['auth'] } satisfies I18nHandle

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context, 'startup')
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return [{ title: t('signUp.startup.metaTitle') }, { name: 'description', content: t('signUp.startup.subtitle') }]
}

export default function SignupStartup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  return (
    <SignupForm
      title={t('signUp.startup.title')}
      subtitle={t('signUp.startup.subtitle')}
      other={{ href: '/signup-public', label: t('signUp.startup.other') }}
      lastResult={actionData?.result}
    />
  )
}
