import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { formatErrorsWith, useTranslatedResult } from '~/browser/form-messages'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { StartupManageNav } from '~/components/startup-manage-nav'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { TEAM_ACCESS_ROLES, TEAM_KINDS, TEAM_MEMBER_NOT_FOUND, type TeamAccessRole } from '~/domain/team'
import {
  addTeamMember,
  getManagedTeam,
  inviteToTeam,
  removeTeamMember,
  revokeTeamInvitation,
  updateTeamMember,
  type ManagedTeamMember,
} from '~/models/team.server'
import { teamInvitationSchema, teamMemberSchema } from '~/schemas/team'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { requireId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/startup-manage-team'

/**
 * /startup/{id}/manage/team (issue 41 item 1, docs/decisions/0108): the startup's people — added, edited (`?edit=` opens
 * an entry's form), moved up and down, removed — its members' roles, the owners' invitations by e-mail, and leaving
 * the team. Every control is a form post; the models are the /api twins'. Owners and editors (editors change the
 * people shown without a role); anyone else 403.
 */
export const handle = { i18n: ['startups', 'manage'] } satisfies I18nHandle

function domainFailure(error: unknown): never {
  if (error instanceof DomainError && (error.status === 403 || error.status === 404)) {
    throw data({ message: error.message }, { status: error.status })
  }
  throw error
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const id = requireId(params.id, STARTUP_NOT_FOUND)
  const team = await getManagedTeam(user, id).catch(domainFailure)
  const editing = Number(new URL(request.url).searchParams.get('edit'))
  return { ...team, editing: team.people.find((person) => person.id === editing) ?? null }
}

type FormName = 'add' | 'edit' | 'invite' | 'list'

function failed(form: FormName, message: string, status: number) {
  return data({ form, result: { status: 'error' as const, error: { '': [message] } } as SubmissionResult<string[]> }, { status })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const id = requireId(params.id, STARTUP_NOT_FOUND)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const t = getT(context, 'manage')
  const here = href('/startup/:id/manage/team', { id: String(id) })
  const itemId = () => requireId(String(formData.get('itemId') ?? ''), TEAM_MEMBER_NOT_FOUND)
  const form: FormName = intent === 'add' ? 'add' : intent === 'edit' ? 'edit' : intent === 'invite' ? 'invite' : 'list'
  try {
    switch (intent) {
      case 'add': {
        const submission = parseSubmission(formData, teamMemberSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        await addTeamMember(user, id, submission.value)
        return redirectWithToast(request, here, { title: t('team.added') })
      }
      case 'edit': {
        // The form sends every field: a blank one clears it.
        const submission = parseSubmission(formData, teamMemberSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        const { role, photoUrl, bio, ...rest } = submission.value
        await updateTeamMember(user, id, itemId(), { ...rest, role: role ?? null, photoUrl: photoUrl ?? null, bio: bio ?? null })
        return redirectWithToast(request, here, { title: t('team.saved') })
      }
      case 'move-up':
      case 'move-down':
        await updateTeamMember(user, id, itemId(), { move: intent === 'move-up' ? 'up' : 'down' })
        return redirectWithToast(request, here, { title: t('team.moved') })
      case 'role': {
        const role = formData.get('accessRole')
        if (!TEAM_ACCESS_ROLES.includes(role as TeamAccessRole)) return failed(form, 'Choose owner or editor', 400)
        await updateTeamMember(user, id, itemId(), { accessRole: role as TeamAccessRole })
        return redirectWithToast(request, here, { title: t('team.roleChanged') })
      }
      case 'remove':
        await removeTeamMember(user, id, itemId())
        return redirectWithToast(request, here, { title: t('team.removed') })
      case 'leave': {
        await removeTeamMember(user, id, itemId())
        return redirectWithToast(request, href('/startup/:id', { id: String(id) }), { title: t('team.left') })
      }
      case 'invite': {
        const submission = parseSubmission(formData, teamInvitationSchema)
        if (submission.status !== 'success') return data({ form, result: submission.reply() }, { status: 400 })
        await inviteToTeam(user, id, submission.value)
        return redirectWithToast(request, `${here}#invitations`, {
          title: t('team.invited'),
          description: t('team.invitedText', { email: submission.value.email }),
        })
      }
      case 'revoke':
        await revokeTeamInvitation(user, id, requireId(String(formData.get('invitationId') ?? ''), 'This invitation link is not valid'))
        return redirectWithToast(request, `${here}#invitations`, { title: t('team.revoked') })
      default:
        throw data({ message: 'Unknown intent' }, { status: 400 })
    }
  } catch (error) {
    if (error instanceof DomainError && error.status !== 403 && error.status !== 404) {
      const reply = { status: 'error' as const, error: { '': [error.message], ...error.fieldErrors } } as SubmissionResult<string[]>
      return data({ form, result: form === 'list' ? reply : { ...reply, initialValue: Object.fromEntries([...formData].map(([key, value]) => [key, String(value)])) } }, { status: error.status })
    }
    return domainFailure(error)
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'manage')
  return [{ title: loaderData ? t('team.metaTitle', { name: loaderData.startup.name }) : t('team.heading') }]
}

export default function ManageTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { startup, people, invitations, canManageTeam, editing } = loaderData
  const { t } = useTranslation('manage')
  const message = useMessage()
  const listError = actionData?.form === 'list' ? actionData.result.error?.['']?.[0] : undefined
  const here = href('/startup/:id/manage/team', { id: String(startup.id) })
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to={href('/startup/:id', { id: String(startup.id) })} className="text-sm text-brand-700 hover:underline">
        {t('edit.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{t('team.title', { name: startup.name })}</h1>
      <StartupManageNav startupId={startup.id} />
      <p className="mt-2 text-gray-600">{canManageTeam ? t('team.introOwner') : t('team.introEditor')}</p>
      {listError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {message(listError)}
        </p>
      ) : null}
      <section aria-labelledby="people-heading" className="mt-8 space-y-3">
        <h2 id="people-heading" className="text-lg font-semibold">
          {t('team.people')}
        </h2>
        {people.length === 0 ? <p className="text-sm text-gray-600">{t('empty.team')}</p> : null}
        <ul className="space-y-3">
          {people.map((person, index) => (
            <PersonRow
              key={person.id}
              person={person}
              first={index === 0}
              last={index === people.length - 1}
              canManageTeam={canManageTeam}
              editHref={`${here}?edit=${person.id}#edit`}
            />
          ))}
        </ul>
      </section>
      {editing ? (
        <EditPerson
          key={editing.id}
          person={editing}
          closeHref={here}
          lastResult={actionData?.form === 'edit' ? actionData.result : undefined}
        />
      ) : null}
      <AddPerson lastResult={actionData?.form === 'add' ? actionData.result : undefined} />
      {canManageTeam ? (
        <Invitations invitations={invitations} lastResult={actionData?.form === 'invite' ? actionData.result : undefined} />
      ) : null}
    </main>
  )
}

function PersonRow({
  person,
  first,
  last,
  canManageTeam,
  editHref,
}: {
  person: ManagedTeamMember
  first: boolean
  last: boolean
  canManageTeam: boolean
  editHref: string
}) {
  const { t } = useTranslation('manage')
  const mayChange = canManageTeam || !person.hasAccount
  const small = buttonClasses({ variant: 'outline', size: 'sm' })
  return (
    <li className="rounded-lg border border-gray-200 p-3" data-testid="team-person">
      <div className="flex min-w-0 items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-gray-900">{person.name}</p>
          <p className="text-sm break-words text-gray-600">
            {[person.role, t(`team.kind.${person.kind}`), person.accessRole ? t(`team.access.${person.accessRole}`) : t('team.access.none')]
              .filter(Boolean)
              .join(SEPARATOR)}
          </p>
          {person.isYou ? <p className="text-xs text-brand-700">{t('team.you')}</p> : null}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {mayChange ? (
          <>
            <Form method="post" className="contents">
              <input type="hidden" name="itemId" value={person.id} />
              <button type="submit" name="intent" value="move-up" disabled={first} className={small} aria-label={t('team.moveUpLabel', { name: person.name })}>
                {t('team.moveUp')}
              </button>
              <button type="submit" name="intent" value="move-down" disabled={last} className={small} aria-label={t('team.moveDownLabel', { name: person.name })}>
                {t('team.moveDown')}
              </button>
            </Form>
            <Link to={editHref} className={small} aria-label={t('team.editLabel', { name: person.name })}>
              {t('team.edit')}
            </Link>
          </>
        ) : null}
        {canManageTeam && person.hasAccount && !person.isFounderPlace ? (
          <Form method="post" className="contents">
            <input type="hidden" name="itemId" value={person.id} />
            <input type="hidden" name="accessRole" value={person.accessRole === 'owner' ? 'editor' : 'owner'} />
            <button type="submit" name="intent" value="role" className={small}>
              {person.accessRole === 'owner' ? t('team.makeEditor') : t('team.makeOwner')}
            </button>
          </Form>
        ) : null}
        {person.isYou && !person.isFounderPlace ? (
          <Form method="post" className="contents">
            <input type="hidden" name="itemId" value={person.id} />
            <button type="submit" name="intent" value="leave" className={small}>
              {t('team.leave')}
            </button>
          </Form>
        ) : mayChange && !person.isFounderPlace ? (
          <Form method="post" className="contents">
            <input type="hidden" name="itemId" value={person.id} />
            <button type="submit" name="intent" value="remove" className={small} aria-label={t('team.removeLabel', { name: person.name })}>
              {t('team.remove')}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  )
}

const SEPARATOR = ' · '

// Web addresses read the same in every language.
const LINKS_PLACEHOLDER = 'https://www.linkedin.com/in/…'

interface PersonShape {
  name: string
  role: string
  photoUrl: string
  bio: string
  links: string
  kind: string
}

function usePersonFields(id: string, lastResult: SubmissionResult<string[]> | undefined, person?: ManagedTeamMember) {
  const message = useMessage()
  return useForm<PersonShape, unknown>({
    id,
    lastResult: useTranslatedResult(lastResult),
    defaultValue: person
      ? {
          name: person.name,
          role: person.role ?? '',
          photoUrl: person.photoUrl ?? '',
          bio: person.bio ?? '',
          links: person.links.join('\n'),
          kind: person.kind,
        }
      : { kind: 'team' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: teamMemberSchema, formatError: formatErrorsWith(message) }),
  })
}

function PersonFields({ fields }: { fields: ReturnType<typeof usePersonFields>[1] }) {
  const { t } = useTranslation('manage')
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('team.name')} meta={fields.name} required />
        <TextField label={t('team.jobTitle')} meta={fields.role} />
        <TextField label={t('team.photo')} meta={fields.photoUrl} hint={t('team.photoHint')} />
        <SelectField
          label={t('team.kindLabel')}
          meta={fields.kind}
          placeholder={t('team.kindPlaceholder')}
          options={TEAM_KINDS.map((kind) => ({ value: kind, label: t(`team.kind.${kind}`) }))}
        />
      </div>
      <TextareaField label={t('team.bio')} meta={fields.bio} />
      <TextareaField label={t('team.links')} meta={fields.links} rows={3} placeholder={LINKS_PLACEHOLDER} />
    </>
  )
}

function AddPerson({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('manage')
  const adding = useIsPending({ intent: 'add', state: 'submitting' })
  const [form, fields] = usePersonFields('add-person', lastResult)
  return (
    <section id="add" aria-labelledby="add-heading" className="mt-10 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="add-heading" className="text-lg font-semibold">
        {t('team.add')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('team.addIntro')}</p>
      <Form method="post" action="#add" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <PersonFields fields={fields} />
        <div className="flex justify-end">
          <button type="submit" name="intent" value="add" disabled={adding} className={buttonClasses()}>
            {adding ? t('team.adding') : t('team.addButton')}
          </button>
        </div>
      </Form>
    </section>
  )
}

function EditPerson({
  person,
  closeHref,
  lastResult,
}: {
  person: ManagedTeamMember
  closeHref: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('manage')
  const saving = useIsPending({ intent: 'edit', state: 'submitting' })
  const [form, fields] = usePersonFields(`edit-person-${person.id}`, lastResult, person)
  return (
    <section id="edit" aria-labelledby="edit-heading" className="mt-10 rounded-xl border border-brand-200 bg-white p-4 sm:p-6">
      <h2 id="edit-heading" className="text-lg font-semibold break-words">
        {t('team.editHeading', { name: person.name })}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="itemId" value={person.id} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <PersonFields fields={fields} />
        <div className="flex justify-end gap-2">
          <Link to={closeHref} className={buttonClasses({ variant: 'ghost' })}>
            {t('form.cancel')}
          </Link>
          <button type="submit" name="intent" value="edit" disabled={saving} className={buttonClasses()}>
            {saving ? t('team.saving') : t('team.save')}
          </button>
        </div>
      </Form>
    </section>
  )
}

interface InviteShape {
  email: string
  accessRole: string
}

function Invitations({
  invitations,
  lastResult,
}: {
  invitations: Route.ComponentProps['loaderData']['invitations']
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('manage')
  const message = useMessage()
  const inviting = useIsPending({ intent: 'invite', state: 'submitting' })
  const [form, fields] = useForm<InviteShape, unknown>({
    id: 'invite',
    lastResult: useTranslatedResult(lastResult),
    defaultValue: { accessRole: 'editor' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamInvitationSchema, formatError: formatErrorsWith(message) }),
  })
  return (
    <section id="invitations" aria-labelledby="invite-heading" className="mt-10 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="invite-heading" className="text-lg font-semibold">
        {t('team.invite')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('team.inviteIntro')}</p>
      <Form method="post" action="#invitations" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('team.email')} meta={fields.email} type="email" required />
          <SelectField
            label={t('team.accessRole')}
            meta={fields.accessRole}
            placeholder={t('team.accessPlaceholder')}
            options={TEAM_ACCESS_ROLES.map((role) => ({ value: role, label: t(`team.access.${role}`) }))}
          />
        </div>
        <div className="flex justify-end">
          <button type="submit" name="intent" value="invite" disabled={inviting} className={buttonClasses()}>
            {inviting ? t('team.inviting') : t('team.inviteButton')}
          </button>
        </div>
      </Form>
      <h3 className="mt-6 font-semibold text-gray-900">{t('team.pending')}</h3>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('team.noPending')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex min-w-0 flex-wrap items-center gap-2 rounded-lg border border-gray-200 p-3">
              <span className="min-w-0 flex-1 break-all text-sm text-gray-900">
                {invitation.email}
                {SEPARATOR}
                {t(`team.access.${invitation.accessRole}`)}
              </span>
              <Form method="post">
                <input type="hidden" name="invitationId" value={invitation.id} />
                <button type="submit" name="intent" value="revoke" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  {t('team.revoke')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** 404 'Startup Not Found' and 403 (not one of the people who run it) get their own page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('manage')
  const translate = useMessage()
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return <SharedErrorBoundary />
  const text = (error.data as { message?: string } | undefined)?.message
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{error.status === 404 ? translate(text ?? STARTUP_NOT_FOUND) : t('edit.notYours')}</h1>
      <p className="mt-4 text-gray-600">{text ? translate(text) : null}</p>
      <Link to="/discover" className={buttonClasses({ className: 'mt-8' })}>
        {t('edit.backToDiscover')}
      </Link>
    </main>
  )
}
