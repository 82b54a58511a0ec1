/** A small decorative mark per resource type (the category tiles and the cards). */
export function ResourceTypeIcon({ type, className = 'size-6' }: { type: string; className?: string }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    className,
  }
  switch (type) {
    case 'mentor':
      return (
        <svg {...common}>
          <circle cx="12" cy="8" r="3.5" />
          <path d="M5 20a7 7 0 0 1 14 0" />
        </svg>
      )
    case 'investor':
      return (
        <svg {...common}>
          <path d="M4 19h16M6 16V11M10 16V8M14 16v-5M18 16V5" />
        </svg>
      )
    case 'accelerator':
      return (
        <svg {...common}>
          <path d="M12 3c3 2 5 6 5 10l-2 3H9l-2-3c0-4 2-8 5-10Z" />
          <circle cx="12" cy="10" r="1.5" />
          <path d="M10 19l2 2 2-2" />
        </svg>
      )
    case 'legal':
      return (
        <svg {...common}>
          <path d="M12 4v16M7 20h10M5 8h14M5 8l-2 6a3 3 0 0 0 4 0L5 8ZM19 8l-2 6a3 3 0 0 0 4 0l-2-6Z" />
        </svg>
      )
    case 'finance':
      return (
        <svg {...common}>
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="M8 7h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 18h8" />
        </svg>
      )
    default:
      return (
        <svg {...common}>
          <circle cx="9" cy="8" r="3" />
          <circle cx="17" cy="9" r="2.5" />
          <path d="M3 19a6 6 0 0 1 12 0M14 19a4.5 4.5 0 0 1 7-3.7" />
        </svg>
      )
  }
}

/** The verified mark (000 §2), with its meaning for screen readers. */
export function VerifiedMark({ className = 'size-5' }: { className?: string }) {
  return (
    <span className="inline-flex shrink-0 text-brand-600" title="Verified">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
        <path
          fillRule="evenodd"
          d="M10 1.5 12.3 3l2.7-.2.9 2.6 2.3 1.5-.9 2.6.9 2.6-2.3 1.5-.9 2.6-2.7-.2L10 18.5 7.7 17l-2.7.2-.9-2.6-2.3-1.5.9-2.6-.9-2.6 2.3-1.5.9-2.6 2.7.2L10 1.5Zm3.4 6.3a.75.75 0 0 0-1.1-1l-3.2 3.6-1.5-1.5a.75.75 0 1 0-1 1.1l2 2a.75.75 0 0 0 1.1 0l3.7-4.2Z"
          clipRule="evenodd"
        />
      </svg>
      <span className="sr-only">Verified</span>
    </span>
  )
}

/** 'Rating 4.80 out of 5 from 120 reviews', shown as ★ 4.8 (120 reviews); unrated resources say so. */
export function Rating({ rating, reviewCount }: { rating: string | null; reviewCount: number }) {
  if (rating === null || reviewCount === 0) return <span className="text-sm text-gray-500">No reviews yet</span>
  const shown = rating.replace(/0$/, '')
  return (
    <span className="inline-flex items-center gap-1 text-sm text-gray-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-amber-500">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
      </svg>
      <span>
        <span className="font-semibold">{shown}</span>
        <span className="sr-only"> out of 5</span>{' '}
        <span className="text-gray-500">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    </span>
  )
}
