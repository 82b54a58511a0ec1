import { useId, useSyncExternalStore } from 'react'
import { Link, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useMessage, useTranslation } from '~/browser/i18n-react'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { DEFAULT_RADIUS_KM } from '~/domain/geo'
import { NEAR_DIALOG, type NearControl } from '~/domain/near'
import { dialogShouldRevalidate, openDialogName } from '~/shared/dialog-url'

const NearDialog = lazyComponent(() => import('~/components/near-dialog').then((module) => module.NearDialog))

/**
 * "Near a city, within N km" in a list's filter bar (docs/decisions/0115-near-filters.md, 0144-near-city-chooser.md).
 * The bar shows the city applied (kept in the bar's form as hidden fields, so the other filters keep it) and a link
 * that opens the chooser, `?dialog=near`: the server renders it open, so without JavaScript it is a page with a GET
 * form of the cities and radii, and with JavaScript a dialog. With JavaScript, "Use my location" asks the browser
 * where it is, asks GET /api/cities for the nearest city (the page carries no coordinates) and applies it. A member's
 * preferred city is a link that applies it, never a pre-selected value the next search would carry without them asking.
 */
export function NearFilter({ path, control, km, error }: { path: string; control: NearControl; km?: number; error?: string }) {
  const { t } = useTranslation('common')
  const location = useLocation()
  const navigate = useNavigate()
  const labelId = useId()
  const triggerId = useId()
  // Only in a browser that can say where it is; the server (and a page before hydration) renders no button.
  const locate = useSyncExternalStore(noChange, () => 'geolocation' in navigator, () => false)
  const message = useMessage()
  const { current, suggestion } = control
  return (
    <div className="min-w-0">
      {current ? <input type="hidden" name="near" value={current[0]} /> : null}
      {current && km !== undefined ? <input type="hidden" name="km" value={km} /> : null}
      <span id={labelId} className="filter-label">
        {t('near.label')}
      </span>
      <DialogTrigger
        id={triggerId}
        name={NEAR_DIALOG}
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-describedby={error ? `${triggerId}-error` : undefined}
        className="filter-input block truncate"
      >
        {current ? t('near.applied', { city: current[1], km: km ?? DEFAULT_RADIUS_KM }) : t('near.anywhere')}
      </DialogTrigger>
      {error ? (
        <p id={`${triggerId}-error`} className="mt-1 text-xs text-red-700">
          {message(error)}
        </p>
      ) : null}
      {locate ? (
        <button
          type="button"
          className="mt-1 text-sm text-blue-700 underline"
          onClick={() => {
            navigator.geolocation.getCurrentPosition(async (position) => {
              const point = new URLSearchParams({ lat: String(position.coords.latitude), lng: String(position.coords.longitude) })
              const answer = await fetch(`/api/cities?${point}`).catch(() => null)
              const nearest = answer?.ok ? ((await answer.json()) as { slug: string }[])[0] : undefined
              if (nearest) void navigate({ pathname: path, search: nearSearch(location.search, nearest.slug) }, { replace: true, preventScrollReset: true })
            })
          }}
        >
          {t('near.useLocation')}
        </button>
      ) : null}
      {suggestion && !current ? (
        <Link className="mt-1 block text-sm text-blue-700 underline" to={{ search: nearSearch(location.search, suggestion[0]) }}>
          {t('near.suggestion', { city: suggestion[1] })}
        </Link>
      ) : null}
    </div>
  )
}

/**
 * The chooser itself, rendered by the page outside its filter bar (a form cannot hold another form, and a dialog sits
 * at page level): its GET form carries the page's other filters along.
 */
export function NearChooser({ path, control, km }: { path: string; control: NearControl; km?: number }) {
  const location = useLocation()
  const { current, cities } = control
  return (
    <LazyWhen
      when={openDialogName(location.search) === NEAR_DIALOG && cities !== undefined}
      component={NearDialog}
      props={{ path, cities: cities ?? [], near: current?.[0], km }}
    />
  )
}

const noChange = () => () => undefined

/** Opening the near chooser: its cities come with the page's data, so the loader runs again (0144). */
export function opensNearChooser({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs): boolean {
  return !formMethod && openDialogName(nextUrl.searchParams) === NEAR_DIALOG && openDialogName(currentUrl.searchParams) !== NEAR_DIALOG
}

/** A list page's `shouldRevalidate` with the near chooser: `dialogShouldRevalidate` (0016), except when it opens. */
export function nearShouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  return opensNearChooser(args) || dialogShouldRevalidate(args)
}

/** The list's query with `near` set to a city: back to its first page, the other filters kept. */
function nearSearch(search: string, slug: string) {
  const params = new URLSearchParams(search)
  params.delete('page')
  params.delete('offset')
  params.delete('dialog')
  params.set('near', slug)
  return `?${params}`
}

/** The distance a card shows when its list is filtered by distance ("42 km"). */
export function Distance({ km }: { km: number | undefined }) {
  const { t } = useTranslation('common')
  return km === undefined ? null : <span className="text-sm text-gray-600">{t('near.km', { km })}</span>
}
