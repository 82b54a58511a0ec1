import { Icon } from '~/components/ui/icon'

const TYPE_ICONS = new Set(['hot-desk', 'meeting-room', 'podcast-booth'])

/** A small decorative mark per workspace type (tiles and cards without a photo), from the icon sprite. */
export function WorkspaceTypeIcon({ type, className = 'size-6' }: { type: string; className?: string }) {
  return <Icon name={`ws-${TYPE_ICONS.has(type) ? type : 'other'}`} className={className} />
}
