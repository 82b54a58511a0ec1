import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef, useState } from 'react'
import { data, Form, href, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { getUser } from '~/lib/auth.server'
import { DomainError } from '~/lib/errors'
import { parseSubmission } from '~/lib/forms.server'
import { CREATE_SECTORS, CREATE_STAGES, DISCOVER_LOCATIONS, SECTORS, STAGES } from '~/domain/startups'
import { foldPendingTech, PENDING_TECH_FIELD } from '~/lib/tech-stack-form'
import { redirectWithToast } from '~/lib/toast.server'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { useIsPending } from '~/lib/use-is-pending'
import { createStartup } from '~/models/startups.server'
import { createStartupSchema, type CreateStartupInput } from '~/schemas/startup'
import type { Route } from './+types/create-startup'

const CREATE_FAILED = 'Failed to create startup profile.'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  return { signedIn: Boolean(user) }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return data({ result: undefined, loginRequired: true }, { status: 401 })
  const raw = await request.formData()
  const adding = raw.get('intent') === 'add-tech'
  const submission = parseSubmission(foldPendingTech(raw, { validateOnly: adding }), createStartupSchema)
  if (submission.status !== 'success') {
    // A list round trip (Add, Remove) is not a failure: 200 with the values and only the list's own errors; a real
    // validation failure is 400 with every message.
    const result = submission.reply()
    if (submission.status !== 'error' && result.error) {
      result.error = Object.fromEntries(Object.entries(result.error).filter(([name]) => name.startsWith('techStack')))
    }
    return data({ result, loginRequired: false }, { status: submission.status === 'error' ? 400 : 200 })
  }
  try {
    const { id } = await createStartup(user, submission.value)
    return redirectWithToast(request, href('/startup/:id', { id: String(id) }), {
      title: 'Success!',
      description: 'Your startup profile has been created.',
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message || CREATE_FAILED] }), loginRequired: false },
      { status: error.status },
    )
  }
}

export function meta() {
  return [{ title: 'Create Startup | Startup Asia' }]
}

/** The form's field shape (the schema's input type is `unknown` where it preprocesses). */
interface CreateStartupFormShape {
  name: string
  description: string
  sector: string
  location: string
  stage: string
  teamSize: number
  foundingDate: string
  website: string
  mission: string
  vision: string
  techStack: string[]
  socialLinks: { linkedin: string; github: string; twitter: string }
}

const sectorOptions = CREATE_SECTORS.map((value) => ({ value, label: SECTORS[value] }))
const stageOptions = CREATE_STAGES.map((value) => ({ value, label: STAGES[value] }))

export default function CreateStartup({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn || actionData?.loginRequired) return <LoginRequired />
  return <CreateStartupForm lastResult={actionData?.result} />
}

function LoginRequired() {
  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Login Required</h1>
      <p className="mt-3 text-gray-600">Please log in to create a startup profile.</p>
      <a href="/api/login?redirectTo=%2Fcreate-startup" className={buttonClasses({ className: 'mt-6' })}>
        Log In
      </a>
    </main>
  )
}

function CreateStartupForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const creating = useIsPending({ intent: 'create', state: 'submitting' })
  const [form, fields] = useForm<CreateStartupFormShape, CreateStartupInput>({
    id: 'create-startup',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(foldPendingTech(formData, { validateOnly: false }), { schema: createStartupSchema }),
  })
  const social = fields.socialLinks.getFieldset()
  const techEntries = fields.techStack.getFieldList()
  const [pendingTech, setPendingTech] = useState('')
  const pendingRef = useRef<HTMLInputElement>(null)

  useFormErrorToast(lastResult, { title: 'Error', fallback: CREATE_FAILED })

  /** With JavaScript, Enter in the box or the Add button adds the entry in place. */
  function addPendingTech() {
    const value = pendingTech.trim()
    if (!value) return
    const exists = techEntries.some((entry) => String(entry.value ?? '').trim().toLowerCase() === value.toLowerCase())
    if (!exists) form.insert<string[]>({ name: 'techStack', defaultValue: value })
    setPendingTech('')
    pendingRef.current?.focus()
  }

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Create Startup Profile</h1>
      <p className="mt-2 text-gray-600">Tell the community about your startup. Fields marked * are required.</p>

      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-8">
        {/* The form's default button: Enter in any field creates (a typed tech entry is kept). */}
        <button type="submit" name="intent" value="create" className="sr-only" tabIndex={-1} aria-hidden="true">
          Create Startup
        </button>
        <FormErrors errors={form.errors} id={form.errorId} />

        <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Basics</h2>
          <TextField label="Startup name" meta={fields.name} required placeholder="e.g. PayLah Labs" />
          <TextareaField label="Description" meta={fields.description} required placeholder="What does your startup do?" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Sector" meta={fields.sector} options={sectorOptions} placeholder="Select a sector" required />
            <SelectField label="Stage" meta={fields.stage} options={stageOptions} placeholder="Select a stage" required />
            <TextField label="Location" meta={fields.location} required list="startup-locations" placeholder="e.g. Singapore" />
            <TextField label="Team size" meta={fields.teamSize} type="number" placeholder="e.g. 12" />
            <TextField label="Founding date" meta={fields.foundingDate} type="date" />
            <TextField label="Website" meta={fields.website} type="url" placeholder="https://" />
          </div>
          <datalist id="startup-locations">
            {DISCOVER_LOCATIONS.map((location) => (
              <option key={location} value={location} />
            ))}
          </datalist>
        </section>

        <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Mission and vision</h2>
          <TextareaField label="Mission" meta={fields.mission} rows={3} />
          <TextareaField label="Vision" meta={fields.vision} rows={3} />
        </section>

        <section className="space-y-3 rounded-xl border border-gray-200 bg-white p-6" aria-labelledby="tech-stack-heading">
          <h2 id="tech-stack-heading" className="text-lg font-semibold">
            Tech stack
          </h2>
          <ul className="flex flex-wrap gap-2" aria-label="Tech stack entries">
            {techEntries.map((entry, index) => (
              <li key={entry.key} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700">
                <input {...getInputProps(entry, { type: 'hidden' })} key={entry.key} />
                <span>{String(entry.value ?? entry.initialValue ?? '')}</span>
                <button
                  {...form.remove.getButtonProps<string[]>({ name: 'techStack', index })}
                  className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100"
                  aria-label={`Remove ${String(entry.value ?? entry.initialValue ?? '')}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <label htmlFor="new-tech" className="sr-only">
              Add a technology
            </label>
            <input
              id="new-tech"
              ref={pendingRef}
              name={PENDING_TECH_FIELD}
              value={pendingTech}
              onChange={(event) => setPendingTech(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  addPendingTech()
                }
              }}
              placeholder="e.g. React, Python, PostgreSQL"
              className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            />
            <button
              type="submit"
              name="intent"
              value="add-tech"
              formNoValidate
              onClick={(event) => {
                event.preventDefault()
                addPendingTech()
              }}
              className={buttonClasses({ variant: 'outline' })}
            >
              Add
            </button>
          </div>
          {fields.techStack.errors?.length ? (
            <p className="text-sm text-red-600">{fields.techStack.errors.join(' ')}</p>
          ) : null}
        </section>

        <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Social links</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="LinkedIn" meta={social.linkedin} type="url" placeholder="https://linkedin.com/company/…" />
            <TextField label="GitHub" meta={social.github} type="url" placeholder="https://github.com/…" />
            <TextField label="Twitter" meta={social.twitter} type="url" placeholder="https://x.com/…" />
          </div>
        </section>

        <div className="flex items-center justify-end gap-3">
          <Link to="/dashboard" className={buttonClasses({ variant: 'ghost' })}>
            Cancel
          </Link>
          <button type="submit" name="intent" value="create" disabled={creating} className={buttonClasses({ size: 'lg' })}>
            {creating ? 'Creating...' : 'Create Startup'}
          </button>
        </div>
      </Form>
    </main>
  )
}
