import { Icon } from './icon'
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'

/**
 * A menu that is a native `<details>`/`<summary>` disclosure: it opens without JavaScript and by keyboard (Enter or
 * Space on the summary, Tab through the items). With JavaScript it also closes on Escape (focus returns to the
 * summary), on a click outside, after an item is chosen and when the location changes.
 *
 * Menus sharing a `group` are mutually exclusive (the `name` attribute of `<details>`), so opening one closes the
 * others even without JavaScript.
 */
export function DetailsMenu({
  label,
  labelShown = false,
  summary,
  group,
  className = '',
  summaryClassName = '',
  panelClassName = '',
  onItemChosen,
  children,
}: {
  /** The menu's name (e.g. "Language", "Account menu"), read before what the trigger shows. */
  label: string
  /** The trigger already shows the name as its text ("More"): do not read it twice. */
  labelShown?: boolean
  summary: ReactNode
  group?: string
  className?: string
  summaryClassName?: string
  panelClassName?: string
  /** Called after a link or submit button inside the panel is activated (the menu is already closed). */
  onItemChosen?: () => void
  children: ReactNode
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const onItemChosenRef = useRef(onItemChosen)
  const location = useLocation()

  useEffect(() => {
    onItemChosenRef.current = onItemChosen
  })

  useEffect(() => {
    const details = detailsRef.current
    if (!details) return
    const close = (focusSummary: boolean) => {
      if (!details.open) return
      details.open = false
      if (focusSummary) details.querySelector('summary')?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault()
        close(true)
      }
    }
    const onDocumentPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close(false)
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const item = target?.closest('a[href], button:not([type="button"])')
      if (!item || item.closest('summary') || !details.contains(item)) return
      close(false)
      onItemChosenRef.current?.()
    }
    // Marks the menu as enhanced (tests wait for it; CSS could use it).
    details.dataset.enhanced = ''
    details.addEventListener('keydown', onKeyDown)
    details.addEventListener('click', onClick)
    document.addEventListener('pointerdown', onDocumentPointerDown)
    return () => {
      details.removeEventListener('keydown', onKeyDown)
      details.removeEventListener('click', onClick)
      document.removeEventListener('pointerdown', onDocumentPointerDown)
      delete details.dataset.enhanced
    }
  }, [])

  // Not on the first run: a menu opened before hydration stays open.
  const lastLocation = useRef(location.key)
  useEffect(() => {
    if (lastLocation.current === location.key) return
    lastLocation.current = location.key
    if (detailsRef.current) detailsRef.current.open = false
  }, [location.key])

  return (
    <details ref={detailsRef} name={group} className={`group relative ${className}`}>
      <summary
        data-menu={label}
        className={`menu-summary ${summaryClassName}`}
      >
        {/* The menu's name, then what the trigger shows ("Language", then "EN"): the visible text is part of the
            accessible name, as WCAG 2.5.3 asks, rather than replaced by an aria-label. */}
        {labelShown ? null : <span className="sr-only">{label}</span>}
        {summary}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  )
}

/** The chevron most menu triggers show; it turns when the menu is open. */
export function Chevron() {
  return <Icon name="chevron" className="chevron" />
}
