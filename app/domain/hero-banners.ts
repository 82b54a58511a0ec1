// Pure helpers behind the hero banner carousel (001 §2), shared by the model (the API answers banners sorted) and
// the component; no React here so that unit tests and the server can use them directly.

/** 001 §9: the carousel advances every 5000 ms unless told otherwise (6000 ms on the startup profile). */
export const DEFAULT_AUTOPLAY_MS = 5000

/** Banners by ascending order; equal (or missing) orders keep their stored order. */
export function sortBanners<Banner extends { order?: number | null }>(banners: readonly Banner[]): Banner[] {
  return banners
    .map((banner, index) => ({ banner, index }))
    .sort((a, b) => (a.banner.order ?? 0) - (b.banner.order ?? 0) || a.index - b.index)
    .map(({ banner }) => banner)
}

/** The carousel wraps round: one past the last is the first, one before the first is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** The in-page anchor of banner `index` (0-based); the dots link to it so they work without JavaScript. */
export function bannerAnchor(index: number): string {
  return `banner-${index + 1}`
}

/** The slide a scroll position shows (each slide is as wide as the track). */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)))
}
