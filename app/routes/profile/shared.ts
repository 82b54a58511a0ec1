import type { SubmissionResult } from '@conform-to/react'

/** Which form of /profile is open: the URL says (`?edit=profile`, `?edit=password`), with and without JavaScript. */
export const EDIT_PARAM = 'edit'
const EDIT_MODES = ['profile', 'password'] as const
export type EditMode = (typeof EDIT_MODES)[number]

export function parseEditMode(value: string | null): EditMode | null {
  return EDIT_MODES.find((mode) => mode === value) ?? null
}

/** 001 §8: the failure toasts' titles and fallbacks (keys of the 'profile' catalogue). */
export const UPDATE_FAILED = { title: 'toast.updateFailed', fallback: 'toast.updateFailedFallback' } as const
export const PASSWORD_CHANGE_FAILED = { title: 'toast.passwordFailed', fallback: 'toast.passwordFailedFallback' } as const

/** What a refused form post gives the page back. */
export interface ProfileActionData {
  form: EditMode
  result: SubmissionResult<string[]>
  /** A refusal the member should hear about in a toast (with JavaScript), besides the field error. */
  toast?: { title: string; description: string }
}
