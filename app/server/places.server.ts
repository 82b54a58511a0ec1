import type { RouterContextProvider } from 'react-router'
import { intlLocale } from '~/shared/i18n'
import { translate } from '~/shared/translator'
import { languageOf } from './i18n.server'

/**
 * How a page names cities in its language (issue 46 item 5, docs/decisions/0132): the `places` catalogue by the
 * city's slug, the table's English name for a city it does not list yet; and the Intl locale to order them by.
 * Spread into `cityChoices(...)`.
 */
export function placeNaming(
  context: Readonly<RouterContextProvider>,
): [nameOf: (slug: string, name: string) => string, locale: string] {
  const language = languageOf(context)
  return [(slug, name) => translate(language, ['places'], slug, { defaultValue: name }), intlLocale(language)]
}
