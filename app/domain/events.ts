import { CITIES } from './locations'

/** 000 §9; the create-event form defaults to networking (000 §5). */
export const EVENT_CATEGORIES = ['networking', 'workshop', 'pitch', 'conference', 'meetup', 'panel'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  networking: 'Networking',
  workshop: 'Workshop',
  pitch: 'Pitch',
  conference: 'Conference',
  meetup: 'Meetup',
  panel: 'Panel',
}

/** 000 §9: the eight cities, and Online. */
export const EVENT_LOCATIONS = [...CITIES, 'Online'] as const
export type EventLocation = (typeof EVENT_LOCATIONS)[number]
