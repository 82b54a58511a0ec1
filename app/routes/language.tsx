import { data, redirect } from 'react-router'
import { languageCookie } from '~/server/i18n.server'
import { getUser } from '~/services/auth.server'
import { setAccountLanguage } from '~/models/notifications.server'
import { LANGUAGES } from '~/shared/languages'
import { safeRedirect } from '~/shared/safe-redirect'
import type { Route } from './+types/language'

// The language selector (000 §2's EN, 中文, 日本語, 한국어). The spec's selector only logged the choice; issue 17 makes it
// real (docs/decisions/0056-languages.md): the choice is remembered in a cookie and the browser goes back to the page
// it came from, now in that language. A plain form post, so it works without JavaScript.
export function loader(_: Route.LoaderArgs) {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const language = LANGUAGES.find((candidate) => candidate.code === formData.get('lang'))
  if (!language) throw data({ message: 'Unknown language' }, { status: 400 })
  // A member's choice is also their account's: e-mail is written in it (docs/decisions/0102-mail-outbox.md).
  const user = await getUser(request)
  if (user) await setAccountLanguage(user.id, language.code)
  return redirect(safeRedirect(formData.get('redirectTo')), {
    status: 303,
    headers: { 'Set-Cookie': await languageCookie.serialize(language.code) },
  })
}
