import { useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { FilterSelect } from '~/components/ui/filter-bar'
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from '~/domain/geo'
import type { CityChoice } from '~/domain/near'

/**
 * "Near a city, within N km" in a list's filter bar (docs/decisions/0115-near-filters.md): a select of cities and one
 * of radii, which work as any filter does without JavaScript. With it, "Use my location" asks the browser where it is,
 * asks GET /api/cities for the nearest city to that point (the page carries no coordinates), and applies the filter. A member's preferred city (0115) is a
 * link that applies it, never a pre-selected value the next search would carry without them asking.
 */
export function NearFilter({ cities, suggestion }: { cities: readonly CityChoice[]; suggestion?: string }) {
  const { t } = useTranslation('common')
  const location = useLocation()
  // Only in a browser that can say where it is; the server (and a page before hydration) renders no button.
  const locate = useSyncExternalStore(noChange, () => 'geolocation' in navigator, () => false)
  const suggested = suggestion ? cities.find(([slug]) => slug === suggestion) : undefined
  return (
    <>
      <FilterSelect
        name="near"
        label={t('near.label')}
        options={[{ value: '', label: t('near.anywhere') }, ...cities.map(([slug, name]) => ({ value: slug, label: name }))]}
      />
      <FilterSelect
        name="km"
        label={t('near.within')}
        options={RADIUS_CHOICES_KM.map((km) => ({
          value: km === DEFAULT_RADIUS_KM ? '' : km,
          label: t('near.km', { km }),
        }))}
      />
      {locate ? (
        <button
          type="button"
          className="self-end text-sm text-blue-700 underline"
          onClick={(event) => {
            const form = event.currentTarget.form
            navigator.geolocation.getCurrentPosition(async (position) => {
              const point = new URLSearchParams({ lat: String(position.coords.latitude), lng: String(position.coords.longitude) })
              const answer = await fetch(`/api/cities?${point}`).catch(() => null)
              const nearest = answer?.ok ? ((await answer.json()) as { slug: string }[])[0] : undefined
              const select = form?.elements.namedItem('near')
              if (!nearest || !(select instanceof HTMLSelectElement)) return
              select.value = nearest.slug
              form?.requestSubmit()
            })
          }}
        >
          {t('near.useLocation')}
        </button>
      ) : null}
      {suggested ? (
        <Link className="self-end text-sm text-blue-700 underline" to={{ search: nearSearch(location.search, suggested[0]) }}>
          {t('near.suggestion', { city: suggested[1] })}
        </Link>
      ) : null}
    </>
  )
}

const noChange = () => () => undefined

/** The list's query with `near` set to the member's city: back to its first page, the other filters kept. */
function nearSearch(search: string, slug: string) {
  const params = new URLSearchParams(search)
  params.delete('page')
  params.delete('dialog')
  params.set('near', slug)
  return `?${params}`
}

/** The distance a card shows when its list is filtered by distance ("42 km"). */
export function Distance({ km }: { km: number | undefined }) {
  const { t } = useTranslation('common')
  return km === undefined ? null : <span className="text-sm text-gray-600">{t('near.km', { km })}</span>
}
