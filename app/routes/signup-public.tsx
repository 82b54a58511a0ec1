import { SignupForm } from '~/components/signup-form'
import { useTranslation } from '~/browser/i18n-react'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { requireAnonymous } from '~/services/permissions.server'
import { signupAction } from '~/services/signup.server'
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
