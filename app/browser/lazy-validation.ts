import type { Submission } from '@conform-to/react'
import { useEffect, useState } from 'react'
import type { $ZodType, input, output } from 'zod/v4/core'
import { onFirstInteraction } from '~/browser/idle'

/** A form's client-side check: the form data → Conform's submission (parseWithZod with the form's schema). */
export type Validate<Schema, Value = Schema> = (formData: FormData) => Submission<Schema, string[], Value>

/** What a form passes to Conform's useForm for client-side validation. */
export interface ValidationOptions<Schema, Value> {
  shouldValidate: 'onSubmit'
  shouldRevalidate: 'onInput' | 'onSubmit'
  onValidate?: (context: { formData: FormData }) => Submission<Schema, string[], Value>
}

/**
 * Client-side validation without zod in the page's scripts (docs/decisions/0057-javascript-per-route.md): a form
 * passes a loader, `() => zodValidator(import('~/schemas/x').then((m) => m.xSchema))`, and the schema, zod and
 * parseWithZod are fetched at the visitor's first interaction with the page after hydration (a focus, a key, a pointer:
 * docs/decisions/0069), so a visitor who only reads the page never pays for them. Until they arrive the form validates on the
 * server only (a submit is an ordinary post whose answer brings the field errors and keeps the values) and fields
 * are not rechecked on input (which, without a client check, would post per keystroke). Once in, the form behaves as
 * it always did: checked on submit, rechecked on every input after that.
 */
export function useLazyValidation<Schema, Value>(load: () => Promise<Validate<Schema, Value>>): ValidationOptions<Schema, Value> {
  const [validate, setValidate] = useState<{ run: Validate<Schema, Value> } | null>(null)
  useEffect(() => {
    let live = true
    const cancel = onFirstInteraction(() =>
      load().then(
        (run) => {
          if (live) setValidate({ run })
        },
        // A failed fetch (offline, a new deployment) leaves the server's check, which is the one that counts anyway.
        () => {},
      ),
    )
    return () => {
      live = false
      cancel()
    }
    // The loader is fixed for a form: fetched once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return validate
    ? { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput', onValidate: ({ formData }) => validate.run(formData) }
    : { shouldValidate: 'onSubmit', shouldRevalidate: 'onSubmit' }
}

/** parseWithZod with a schema that arrives later; `prepare` turns the form data into what the schema reads. */
export async function zodValidator<S extends $ZodType>(
  schema: Promise<S>,
  prepare?: (formData: FormData) => FormData,
): Promise<Validate<input<S>, output<S>>> {
  const [{ parseWithZod }, resolved] = await Promise.all([import('@conform-to/zod/v4'), schema])
  return (formData) => parseWithZod(prepare ? prepare(formData) : formData, { schema: resolved })
}
