import { CITIES } from './locations'

/** 000 §9. */
export const WORKSPACE_TYPES = ['hot-desk', 'meeting-room', 'podcast-booth', 'event-space'] as const
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number]

/** As 000 §9's starting prices name them ('hot desks', 'meeting rooms', …). */
export const WORKSPACE_TYPE_LABELS: Record<WorkspaceType, string> = {
  'hot-desk': 'Hot Desk',
  'meeting-room': 'Meeting Room',
  'podcast-booth': 'Podcast Booth',
  'event-space': 'Event Space',
}

/** The spec names no workspace cities beyond "Singapore, Hong Kong, Tokyo, Mumbai and 12 more"; the eight serve. */
export const WORKSPACE_LOCATIONS = CITIES
export type WorkspaceLocation = (typeof WORKSPACE_LOCATIONS)[number]
