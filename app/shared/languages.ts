/** 000 §2: the language selector's choices (app/routes/language.tsx records the choice). */
export const LANGUAGES = [
  { code: 'en', label: 'EN', name: 'English' },
  { code: 'zh', label: '中文', name: 'Chinese' },
  { code: 'ja', label: '日本語', name: 'Japanese' },
  { code: 'ko', label: '한국어', name: 'Korean' },
] as const
export type LanguageCode = (typeof LANGUAGES)[number]['code']
