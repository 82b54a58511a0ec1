import { SignupForm } from '~/components/signup-form'
import { useTranslation } from '~/lib/i18n-react'
import type { I18nHandle } from '~/lib/i18n'
import { metaT } from '~/lib/i18n-react'
import { requireAnonymous } from '~/lib/permissions.server'
import { signupAction } from '~/lib/signup.server'
import type { Route } from './+types/signup-public'

export const handle = { i18n: ['auth'] } satisfies I18nHandle

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context, 'public')
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return [{ title: t('signUp.public.metaTitle') }, { name: 'description', content: t('signUp.public.subtitle') }]
}

export default function SignupPublic({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  return (
    <SignupForm
      title={t('signUp.public.title')}
      subtitle={t('signUp.public.subtitle')}
      other={{ href: '/signup-startup', label: t('signUp.public.other') }}
      lastResult={actionData?.result}
    />
  )
}
