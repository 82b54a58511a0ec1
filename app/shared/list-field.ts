import { INTENT, serializeIntent } from '@conform-to/dom'

/**
 * Lists a member builds entry by entry in a form (a startup's tech stack and areas of operation, a job's tech stack,
 * a resource's specialties): a text box for the next entry, an Add button, and the entries as `name[0]`, `name[1]`…
 * Without JavaScript each Add is a round trip that keeps every other value (docs/decisions/0024-founder-tools.md).
 *
 * Enter in a text box submits with the form's *first* submit button. Forms with a list therefore start with a
 * hidden default button sending `intent=enter`: the server adds whatever waits in a list's box (Enter in the box
 * adds the entry) and only when every box is empty treats Enter as the form's main action.
 */
export const ENTER_INTENT = 'enter'

/** The text box where the next entry of `list` is typed. */
export const pendingName = (list: string) => `${list}__new`

/** The Add button's intent for `list`. */
export const addIntent = (list: string) => `add:${list}`

const pendingOf = (formData: FormData, list: string) => String(formData.get(pendingName(list)) ?? '').trim()

/**
 * Whether this submission only adds to a list (an Add button, or Enter while an entry waits in a box) rather than
 * submitting the form.
 */
export function isListRoundTrip(formData: FormData, lists: readonly string[]): boolean {
  const intent = formData.get('intent')
  if (typeof intent === 'string' && lists.some((list) => intent === addIntent(list))) return true
  return intent === ENTER_INTENT && lists.some((list) => pendingOf(formData, list) !== '')
}

/**
 * Folds each list's typed-but-not-added entry into it (trimmed, skipped when blank or already there, case-
 * insensitively), so an Add, an Enter, or submitting with text still in a box keeps what was typed. Entries are
 * renumbered `list[0…]`: a bare `list=x` from a hand-made form would otherwise reach Conform as a string where it
 * expects a list. With `validateOnly`, Conform is asked to validate just the lists: an Add round trip shows no errors
 * for fields the member has not filled in yet. The `intent` field is dropped (the action has read it).
 */
export function foldPendingEntries(
  formData: FormData,
  lists: readonly string[],
  { validateOnly }: { validateOnly: boolean },
): FormData {
  const next = new FormData()
  const entries = new Map<string, string[]>(lists.map((list) => [list, []]))
  const pendingNames = new Set(lists.map(pendingName))
  for (const [key, value] of formData) {
    if (key === 'intent' || pendingNames.has(key)) continue
    const list = lists.find((name) => key === name || (key.startsWith(`${name}[`) && /^\[\d+\]$/.test(key.slice(name.length))))
    if (list && typeof value === 'string') entries.get(list)!.push(value)
    else next.append(key, value)
  }
  for (const list of lists) {
    const values = entries.get(list)!
    const pending = pendingOf(formData, list)
    if (pending && !values.some((entry) => entry.trim().toLowerCase() === pending.toLowerCase())) values.push(pending)
    values.forEach((entry, index) => next.append(`${list}[${index}]`, entry))
  }
  if (validateOnly) {
    next.set(INTENT, serializeIntent({ type: 'validate', payload: { name: lists[0]! } }))
  }
  return next
}

/** Keeps, of a reply's errors, only those of the lists (an Add round trip is not a failed submit). */
export function listErrorsOnly(
  error: Record<string, string[] | null> | undefined,
  lists: readonly string[],
): Record<string, string[] | null> | undefined {
  if (!error) return error
  return Object.fromEntries(Object.entries(error).filter(([name]) => lists.some((list) => name.startsWith(list))))
}
