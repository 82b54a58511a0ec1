import type { RouterContextProvider } from 'react-router'
import { NEAR_DIALOG, type NearControl } from '~/domain/near'
import { cityChoices } from '~/models/near.server'
import { preferredCitySlug } from '~/models/preferences.server'
import { placeNaming } from '~/server/places.server'
import { openDialogName } from '~/shared/dialog-url'

/**
 * A list page's near control (docs/decisions/0144-near-city-chooser.md): the city applied and, for a member with no
 * city applied, their preferred city (offered as a link, 0115), with their names in the page's language; every city
 * only when the request opens the chooser (`?dialog=near`), so a list page does not carry 53 cities to every visitor.
 */
export async function nearControl(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: number } | null,
  near: string | undefined,
): Promise<NearControl> {
  const applied = { near, suggestion: (user && !near && (await preferredCitySlug(user.id))) || undefined }
  const naming = placeNaming(context)
  const open = openDialogName(new URL(request.url).searchParams) === NEAR_DIALOG
  if (!open && !applied.near && !applied.suggestion) return {}
  const all = await cityChoices(...naming)
  const find = (slug: string | undefined) => (slug ? all.find(([choice]) => choice === slug) : undefined)
  const control: { -readonly [K in keyof NearControl]: NearControl[K] } = {}
  const current = find(applied.near)
  const suggestion = find(applied.suggestion)
  // Only the keys that apply: an `undefined` would still travel in the hydration data.
  if (current) control.current = current
  if (suggestion) control.suggestion = suggestion
  if (open) control.cities = all
  return control
}
