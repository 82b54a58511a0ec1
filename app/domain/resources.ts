import { CITIES } from './locations'

/** 000 §9. */
export const RESOURCE_TYPES = ['mentor', 'investor', 'accelerator', 'legal', 'finance', 'hr'] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  mentor: 'Mentor',
  investor: 'Investor',
  accelerator: 'Accelerator',
  legal: 'Legal',
  finance: 'Finance',
  hr: 'HR',
}

/** 000 §9: resources are in the eight cities. */
export const RESOURCE_LOCATIONS = CITIES

/** 000 §9: the Resource Hub lists 50 at a time; GET /api/resources answers at most 100 per request. */
export const RESOURCE_PAGE_SIZE = 50
export const MAX_RESOURCE_LIMIT = 100
/** Deeper pages cost the rows skipped; past this, narrow the search instead. */
export const MAX_RESOURCE_OFFSET = 10_000
export const MAX_RESOURCE_SEARCH_LENGTH = 200

/** 000 §9: 9 skeleton cards while the list loads; cards show 3 specialties, then '+N more'. */
export const RESOURCE_SKELETONS = 9
export const SPECIALTIES_SHOWN = 3

/** 000 §8 and §2: the empty state and the footer banner. */
export const NO_RESOURCES = { title: 'No resources found', hint: 'Try adjusting your search criteria or check back later' } as const
export const FEATURED_BANNER = {
  title: 'Want to be featured as a resource?',
  text: 'Mentors, investors, accelerators and service providers: tell founders what you offer. Listings are reviewed before they appear.',
  action: 'Apply to Join',
} as const

/** Apply to Join (docs/decisions/0039-apply-to-join.md). */
export const MAX_PENDING_APPLICATIONS = 3
export const MAX_SPECIALTIES = 10
export const MAX_SPECIALTY_LENGTH = 60
export const MAX_RESOURCE_DESCRIPTION = 2000

/** Where a listing a member submitted stands: waiting for an admin, listed, or not accepted. */
export const APPLICATION_STATES = ['pending', 'listed', 'declined'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]
export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  pending: 'Pending review',
  listed: 'Listed',
  declined: 'Not listed',
}
export const APPLICATION_RECEIVED = 'Your listing is pending review. An admin will look at it soon.'

/** Contact reveals (docs/decisions/0038-resource-hub.md): per member, per hour, so the directory is no spam list. */
export const CONTACT_REVEALS_PER_HOUR = 30
export const TOO_MANY_CONTACT_REVEALS =
  'You have looked up many contacts in a short time. Please try again in a little while.'
export const RESOURCE_NOT_FOUND = 'Resource not found'
