/**
 * The site's own pages (issue 46 item 8, docs/decisions/0124-legal-pages-contact-and-data-export.md): their sections,
 * in order. Each section's title and text are `<page>.<section>.title` and `.text` in the catalogues ('legal' for
 * Privacy and Terms, 'site' for About).
 */
export const PRIVACY_SECTIONS = [
  'who',
  'what',
  'not',
  'why',
  'shared',
  'transfer',
  'retention',
  'rights',
  'export',
  'security',
  'children',
  'changes',
  'contact',
] as const

export const TERMS_SECTIONS = [
  'agreement',
  'accounts',
  'content',
  'conduct',
  'listings',
  'reviews',
  'payments',
  'availability',
  'liability',
  'ending',
  'law',
  'changes',
  'contact',
] as const

export const ABOUT_SECTIONS = ['what', 'who', 'how', 'operator'] as const

/** When the privacy notice and the terms last changed (shown on both pages). */
export const LEGAL_UPDATED = '2026-11-30'
