import type { ReactNode } from 'react'
import { Link, useLocation, useNavigation } from 'react-router'

/*
 * Category tiles that toggle one filter (000 §2: Resource Hub's six types, Workspace's four; "click toggles the type
 * filter on and off"). Each tile is a plain link to the page with the filter set — or, for the selected tile, removed
 * — so they work without JavaScript; with it, React Router navigates client-side and keeps the scroll position.
 * docs/decisions/0016-shared-ui-patterns.md.
 */

/** Paging starts over when the filter changes. */
const PAGING_PARAM = 'offset'

/**
 * The tile's href: this page with `param=value`, or without `param` when that is already its value. Other query
 * parameters stay; the paging offset goes.
 */
export function toggleFilterHref(location: { pathname: string; search: string }, param: string, value: string): string {
  const params = new URLSearchParams(location.search)
  const selected = params.get(param) === value
  params.delete(PAGING_PARAM)
  if (selected) params.delete(param)
  else params.set(param, value)
  const search = params.toString()
  return search ? `${location.pathname}?${search}` : location.pathname
}

export interface ToggleTile {
  /** The filter value, e.g. 'mentor'. */
  value: string
  label: string
  /** A line under the label (a count, a short hint); part of the link's name. */
  description?: ReactNode
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode
}

/**
 * The selected tile carries `aria-current="true"` (the current item of the set; `aria-pressed` belongs to buttons,
 * and these must stay links to work without JavaScript) and a check mark and ring on screen.
 */
export function ToggleTiles({
  param,
  tiles,
  label,
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6',
}: {
  /** The query parameter the tiles set, e.g. 'type'. */
  param: string
  tiles: readonly ToggleTile[]
  /** The list's accessible name, e.g. 'Resource types'. */
  label: string
  className?: string
}) {
  const location = useLocation()
  const navigation = useNavigation()
  // While the page loads a new filter, mark the tile that was chosen rather than the old one.
  const shown =
    navigation.location && navigation.location.pathname === location.pathname ? navigation.location : location
  const current = new URLSearchParams(shown.search).get(param)
  return (
    <ul aria-label={label} className={className}>
      {tiles.map((tile) => {
        const selected = tile.value === current
        return (
          <li key={tile.value}>
            {/* Styled from `.tile` (app/app.css): the selected look from its aria-current. */}
            <Link
              to={toggleFilterHref(location, param, tile.value)}
              preventScrollReset
              aria-current={selected ? 'true' : undefined}
              className="tile"
            >
              {tile.icon ? <span aria-hidden="true">{tile.icon}</span> : null}
              <span className="tile-label">{tile.label}</span>
              {tile.description ? <span className="tile-desc">{tile.description}</span> : null}
              {selected ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="tile-check">
                  <path
                    fillRule="evenodd"
                    d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.9a.75.75 0 0 0-1.22-.87l-3.24 4.53-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.73-5.27Z"
                    clipRule="evenodd"
                  />
                </svg>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
