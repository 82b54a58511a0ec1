import { SignupForm } from '~/components/signup-form'
import { useTranslation } from '~/browser/i18n-react'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { requireAnonymous } from '~/services/permissions.server'
import { signupAction } from '~/services/signup.server'
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
