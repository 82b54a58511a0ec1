/**
 * The first-party view counter (docs/decisions/0111-owner-analytics.md): a 1×1 image from a never-cached URL, so a
 * view counts whether the page itself came fresh, as a 304 or from a CDN, with or without JavaScript. Not shown to
 * the people who run the page (they are not counted).
 */
export function ViewCounter({ src }: { src: string }) {
  return <img src={src} alt="" width={1} height={1} decoding="async" className="sr-only" data-view-counter="" />
}
