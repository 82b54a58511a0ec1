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
export type ResourceLocation = (typeof RESOURCE_LOCATIONS)[number]
