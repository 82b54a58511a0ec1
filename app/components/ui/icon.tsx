/**
 * A decorative icon from the sprite `public/icons.svg` (one cached file), for icons a page repeats: a list page's 50
 * cards each name their icons in a few bytes instead of carrying the paths (docs/decisions/0050).
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  // No class at all when the container's class sizes it (app/app.css).
  return (
    <svg aria-hidden="true" className={className || undefined}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
