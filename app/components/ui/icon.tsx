/**
 * A decorative icon from the sprite `public/icons.svg` (one cached file), for icons a page repeats: a list page's 50
 * cards each name their icons in a few bytes instead of carrying the paths (docs/decisions/0050).
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
