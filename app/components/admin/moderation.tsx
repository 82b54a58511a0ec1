import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { buttonClasses, type ButtonVariant } from '~/components/ui/button'
import { useMessage } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'

/** One action on one row of a moderation queue: a plain form post, so it works without JavaScript. */
export function RowAction({
  id,
  intent,
  label,
  pendingLabel,
  variant = 'outline',
  children,
}: {
  id: number
  intent: string
  label: string
  pendingLabel: string
  variant?: ButtonVariant
  /** Extra fields (a notes box). */
  children?: ReactNode
}) {
  const navigation = useNavigation()
  const pending = useIsPending({ intent }) && navigation.formData?.get('id') === String(id)
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      {children}
      <button type="submit" name="intent" value={intent} disabled={pending} className={buttonClasses({ variant, size: 'sm' })}>
        {pending ? pendingLabel : label}
      </button>
    </Form>
  )
}

/** The refusal for the row it was about (404, 409…), announced. */
export function RowError({ error, id }: { error: { id: number | null; message: string } | undefined; id: number }) {
  const message = useMessage()
  if (!error || error.id !== id) return null
  return (
    <p role="alert" className="mt-1 text-sm text-red-700">
      {message(error.message)}
    </p>
  )
}

export function StatusBadge({ children, tone = 'gray' }: { children: ReactNode; tone?: 'gray' | 'green' | 'red' | 'amber' }) {
  const tones = {
    gray: 'bg-gray-100 text-gray-700',
    green: 'bg-green-50 text-green-800',
    red: 'bg-red-50 text-red-800',
    amber: 'bg-amber-50 text-amber-900',
  }
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
}
