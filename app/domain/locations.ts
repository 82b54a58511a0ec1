/** 000 §9: the eight cities jobs, resources and events are placed in (each area adds its own extra, if any). */
export const CITIES = ['Singapore', 'Hong Kong', 'Tokyo', 'Mumbai', 'Bangalore', 'Seoul', 'Jakarta', 'Manila'] as const
export type City = (typeof CITIES)[number]
