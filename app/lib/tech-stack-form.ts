import { INTENT, serializeIntent } from '@conform-to/dom'

/** The text box where a tech stack entry is typed before it joins the list. */
export const PENDING_TECH_FIELD = 'newTech'
/** `techStack[3]`, or a bare `techStack` (a hand-made form): both are entries of the list. */
const ENTRY = /^techStack(\[\d+\])?$/

/**
 * Folds a typed-but-not-added tech entry into the `techStack[n]` list (trimmed, skipped when blank or a duplicate),
 * so pressing Enter or Add without JavaScript — or submitting with text still in the box — keeps what was typed.
 * Entries are always renumbered `techStack[0…]`: a bare `techStack=x` would otherwise reach the form as a string
 * where Conform expects a list, and rendering it would fail.
 * With `validateOnly`, the result asks Conform to validate just the list: an Add round trip shows no errors for
 * fields the member has not filled in yet.
 */
export function foldPendingTech(formData: FormData, { validateOnly }: { validateOnly: boolean }): FormData {
  const next = new FormData()
  const entries: string[] = []
  for (const [key, value] of formData) {
    if (key === PENDING_TECH_FIELD || key === 'intent') continue
    if (ENTRY.test(key) && typeof value === 'string') entries.push(value)
    else next.append(key, value)
  }
  const pending = String(formData.get(PENDING_TECH_FIELD) ?? '').trim()
  if (pending && !entries.some((entry) => entry.trim().toLowerCase() === pending.toLowerCase())) entries.push(pending)
  entries.forEach((entry, index) => next.append(`techStack[${index}]`, entry))
  if (validateOnly) next.set(INTENT, serializeIntent({ type: 'validate', payload: { name: 'techStack' } }))
  return next
}
