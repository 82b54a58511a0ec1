import { Form } from 'react-router'
import { buttonClasses } from '~/components/ui/button'

/**
 * The labelled keyless test mode's stand-in for Stripe Checkout (docs/decisions/0048, 0135): what is bought and for how
 * much, then Pay and its alternative as plain form posts to the page (no JavaScript needed), or, once paid, the way
 * back. The paid claim's page and the plan's page pass their own words.
 */
export function TestModeCheckout({
  labels,
  paid,
  successUrl,
  pay,
  other,
}: {
  labels: { testMode: string; title: string; item: string; itemValue: string; amount: string; amountValue: string; done: string; back: string }
  paid: boolean
  successUrl: string
  /** The primary button: its label and the intent it posts. */
  pay: { label: string; intent: string }
  /** The outline button (cancel, decline): its label and intent. */
  other: { label: string; intent: string }
}) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-12">
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">{labels.testMode}</p>
      <h1 className="mt-6 text-2xl font-bold text-gray-900">{labels.title}</h1>
      <dl className="mt-4 rounded-xl border border-gray-200 bg-white p-4 text-gray-800">
        <dt className="text-sm text-gray-600">{labels.item}</dt>
        <dd className="font-medium">{labels.itemValue}</dd>
        <dt className="mt-3 text-sm text-gray-600">{labels.amount}</dt>
        <dd className="font-medium">{labels.amountValue}</dd>
      </dl>
      {paid ? (
        <p className="mt-6 text-gray-700">
          {labels.done}{' '}
          <a href={successUrl} className="text-blue-700 underline">
            {labels.back}
          </a>
        </p>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value={pay.intent} className={buttonClasses()}>
              {pay.label}
            </button>
          </Form>
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value={other.intent} className={buttonClasses({ variant: 'outline' })}>
              {other.label}
            </button>
          </Form>
        </div>
      )}
    </main>
  )
}
