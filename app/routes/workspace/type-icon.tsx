/** A small decorative mark per workspace type (tiles and cards without a photo). */
export function WorkspaceTypeIcon({ type, className = 'size-6' }: { type: string; className?: string }) {
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
    case 'hot-desk':
      return (
        <svg {...common}>
          <path d="M3 10h18M5 10v9M19 10v9M8 6h8l1 4H7l1-4Z" />
        </svg>
      )
    case 'meeting-room':
      return (
        <svg {...common}>
          <rect x="5" y="9" width="14" height="6" rx="1.5" />
          <path d="M8 9V6M16 9V6M8 15v3M16 15v3" />
        </svg>
      )
    case 'podcast-booth':
      return (
        <svg {...common}>
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v3M9 21h6" />
        </svg>
      )
    default:
      return (
        <svg {...common}>
          <path d="M4 20V9l8-5 8 5v11M9 20v-6h6v6" />
        </svg>
      )
  }
}
