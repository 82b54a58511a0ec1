import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import type { HeroBanner } from '../../db/schema'
import { bannerAnchor, DEFAULT_AUTOPLAY_MS, slideAt, sortBanners, wrapIndex } from '~/domain/hero-banners'
import { isInternalHref, safeHref } from './startup-profile/links'
import { useHydrated } from '~/browser/use-hydrated'

export interface HeroCarouselProps {
  banners: readonly HeroBanner[]
  /** Autoplay interval; 5000 ms unless told otherwise (001 §9). */
  intervalMs?: number
  /** 001 §2: 256 px (small) or 320 px (large) high. */
  size?: 'small' | 'large'
  /** The carousel's accessible name. */
  label?: string
  /** Shown under 'No Hero Banners' (e.g. a link to add one, for those who run the profile). */
  emptyAction?: ReactNode
}

const HEIGHT = { small: 'h-64', large: 'h-80' } as const
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'


function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )

/**
 * Hero banner carousel (001 §2). As HTML it is a CSS scroll-snap strip: the first banner shows, the others are a
 * horizontal scroll (or a dot, an in-page anchor) away. JavaScript adds autoplay that wraps round, previous/next
 * and pause/play buttons, and pauses while hovered or keyboard-focused. With prefers-reduced-motion it does not
 * autoplay until the visitor presses play, and it jumps instead of sliding.
 */
export function HeroCarousel({
  banners,
  intervalMs = DEFAULT_AUTOPLAY_MS,
  size = 'small',
  label,
  emptyAction,
}: HeroCarouselProps) {
  const { t } = useTranslation()
  const slides = useMemo(() => sortBanners(banners), [banners])
  const count = slides.length
  const height = HEIGHT[size]
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const trackRef = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  // 'auto' follows the motion preference; a press of the toggle overrides it.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto')
  const [hovered, setHovered] = useState(false)
  const [keyboardFocus, setKeyboardFocus] = useState(false)

  const playing = choice === 'play' || (choice === 'auto' && !reducedMotion)
  const running = hydrated && count > 1 && playing && !hovered && !keyboardFocus

  // While a button-driven scroll is under way, the slides it passes over must not become current.
  const scrollingTo = useRef<number | null>(null)

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current
      const target = wrapIndex(index, count)
      setCurrent(target)
      if (!track) return
      scrollingTo.current = target
      track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' })
    },
    [count, reducedMotion],
  )

  const onScroll = (track: HTMLDivElement, ended: boolean) => {
    const shown = slideAt(track.scrollLeft, track.clientWidth, count)
    if (scrollingTo.current !== null && !ended) {
      if (shown !== scrollingTo.current || Math.abs(track.scrollLeft - shown * track.clientWidth) > 1) return
    }
    scrollingTo.current = null
    setCurrent(shown)
  }

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => goTo(current + 1), intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, current, intervalMs, goTo])

  if (count === 0) {
    return (
      <div
        // Not a banner-sized void: a compact note (with a way to add one for those who run the profile).
        className="flex flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-gray-300 bg-white px-4 py-8 text-center"
      >
        <p className="text-lg font-semibold text-gray-900">{t('carousel.empty')}</p>
        <p className="mt-1 text-sm text-gray-600">{t('carousel.emptyHint')}</p>
        {emptyAction}
      </div>
    )
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setKeyboardFocus(true)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t('carousel.label')}
      className={`${height} relative overflow-hidden rounded-xl bg-gray-900`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={trackRef}
        tabIndex={0}
        aria-live={running ? 'off' : 'polite'}
        onScroll={(event) => onScroll(event.currentTarget, false)}
        onScrollEnd={(event) => onScroll(event.currentTarget, true)}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((banner, index) => (
          <BannerSlide key={`${index}-${banner.imageUrl}`} banner={banner} index={index} count={count} />
        ))}
      </div>

      {count > 1 ? (
        <>
          {hydrated ? (
            <>
              {/* Beside the slide from a tablet up; on a phone they sit in the bottom bar, clear of the title. */}
              <button
                type="button"
                aria-label={t('carousel.previous')}
                onClick={() => goTo(current - 1)}
                className={`${controlClasses} absolute top-1/2 left-3 hidden -translate-y-1/2 sm:inline-flex`}
              >
                <Chevron direction="left" />
              </button>
              <button
                type="button"
                aria-label={t('carousel.next')}
                onClick={() => goTo(current + 1)}
                className={`${controlClasses} absolute top-1/2 right-3 hidden -translate-y-1/2 sm:inline-flex`}
              >
                <Chevron direction="right" />
              </button>
            </>
          ) : null}
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
            {hydrated ? (
              <button
                type="button"
                aria-label={t('carousel.previous')}
                onClick={() => goTo(current - 1)}
                className={`${controlClasses} sm:hidden`}
              >
                <Chevron direction="left" />
              </button>
            ) : null}
            {hydrated ? (
              <button
                type="button"
                aria-label={playing ? t('carousel.pause') : t('carousel.play')}
                onClick={() => setChoice(playing ? 'pause' : 'play')}
                className={controlClasses}
              >
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
            ) : null}
            <nav aria-label={t('carousel.choose')} className="flex items-center gap-2">
              {slides.map((banner, index) => (
                <a
                  key={`${index}-${banner.imageUrl}`}
                  href={`#${bannerAnchor(index)}`}
                  aria-label={t('carousel.show', { number: index + 1 })}
                  aria-current={hydrated && index === current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault()
                    goTo(index)
                  }}
                  className="size-3 rounded-full border border-white bg-white/40 transition-colors hover:bg-white/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-[current=true]:bg-white"
                />
              ))}
            </nav>
            {hydrated ? (
              <button
                type="button"
                aria-label={t('carousel.next')}
                onClick={() => goTo(current + 1)}
                className={`${controlClasses} sm:hidden`}
              >
                <Chevron direction="right" />
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  )
}

const controlClasses =
  'inline-flex size-9 items-center justify-center rounded-full bg-black/40 text-white transition-colors ' +
  'hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

function BannerSlide({ banner, index, count }: { banner: HeroBanner; index: number; count: number }) {
  const { t } = useTranslation()
  const image = safeHref(banner.imageUrl)
  const cta = safeHref(banner.ctaUrl)
  const ctaClasses =
    'mt-3 inline-flex rounded-md bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
  return (
    <div
      id={bannerAnchor(index)}
      role="group"
      aria-roledescription="slide"
      aria-label={t('carousel.slide', { number: index + 1, total: count })}
      className="relative h-full w-full shrink-0 snap-start"
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading={index === 0 ? 'eager' : 'lazy'}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 px-5 pb-16 text-white sm:px-16 sm:pb-12">
        {banner.title ? <p className="text-xl font-bold break-words drop-shadow sm:text-2xl">{banner.title}</p> : null}
        {banner.subtitle ? <p className="mt-1 line-clamp-2 text-sm text-white/90">{banner.subtitle}</p> : null}
        {cta && banner.ctaText ? (
          isInternalHref(cta) ? (
            <Link to={cta} preventScrollReset className={ctaClasses}>
              {banner.ctaText}
            </Link>
          ) : (
            <a href={cta} target="_blank" rel="noopener noreferrer" className={ctaClasses}>
              {banner.ctaText}
            </a>
          )
        ) : null}
      </div>
    </div>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="size-5">
      <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <path d="M6 4.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 6 4.5Z" />
    </svg>
  )
}
