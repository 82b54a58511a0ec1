import { data, redirect } from 'react-router'
import { LANGUAGES } from '~/lib/languages'
import { safeRedirect } from '~/lib/safe-redirect'
import type { Route } from './+types/language'

// 000 §2: choosing a language only records the choice; nothing is translated and nothing is stored.
export function loader(_: Route.LoaderArgs) {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const language = LANGUAGES.find((candidate) => candidate.code === formData.get('lang'))
  if (!language) throw data({ message: 'Unknown language' }, { status: 400 })
  console.info(`language selected: ${language.code} (${language.name})`)
  // The HTML form (no JavaScript) names the page to go back to; the enhanced form posts in the background.
  const redirectTo = formData.get('redirectTo')
  if (redirectTo !== null) return redirect(safeRedirect(redirectTo))
  return { language: language.code }
}
