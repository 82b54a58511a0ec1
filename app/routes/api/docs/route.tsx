import { data } from 'react-router'
import { documented } from '~/services/api.server'
import { rejectPost } from '~/server/http.server'
import type { OpenApiOperation } from '~/server/openapi.server'
import { openApiDocument } from '~/server/openapi-document.server'
import type { Route } from './+types/route'
import { ACCESS_LABELS, OperationView } from './operation'
import { SchemaView } from './schema-view'

/**
 * /api/docs: the API reference, rendered on the server from /api/openapi.json's document (docs/decisions/0053): every
 * path, method, parameter, body and answer. Plain HTML (no renderer bundle, no CDN), so it works with JavaScript off
 * and under the site's CSP.
 */
export const loader = documented(
  { GET: { access: undefined, summary: 'This reference as a web page', status: 200, responseType: 'text/html' } },
  function loader() {
    return data({ document: openApiDocument() }, { headers: { 'Cache-Control': 'public, max-age=300' } })
  },
)

export const action = rejectPost

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'no-cache' }
}

export function meta() {
  return [
    { title: 'API reference | Startup Asia' },
    {
      name: 'description',
      content: 'Every /api route of Startup Asia: parameters, request bodies, answers and errors.',
    },
  ]
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'] as const

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData
  const components = document.components.schemas
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHOD_ORDER.flatMap((method) => {
      const operation = item[method] as OpenApiOperation | undefined
      return operation ? [{ path, method, operation }] : []
    }),
  )
  const groups = document.tags.map(({ name }) => ({
    name,
    operations: operations.filter(({ operation }) => operation.tags.includes(name)),
  }))
  const cookie = document.components.securitySchemes.sessionCookie
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-gray-900">{document.info.title}</h1>
        <p className="text-gray-700">{document.info.description}</p>
        <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
          OpenAPI {document.openapi} document:{' '}
          <a href="/api/openapi.json" className="font-mono text-brand-700 underline">
            /api/openapi.json
          </a>{' '}
          · version {document.info.version}
        </p>
        <div className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
          <h2 className="font-semibold text-gray-900">Signing in</h2>
          <p className="mt-1 [overflow-wrap:anywhere]">
            Routes marked “{ACCESS_LABELS.member}” or “{ACCESS_LABELS.admin}” need the{' '}
            <code className="font-mono">{cookie?.name}</code> cookie. {cookie?.description} Without it they answer 401;
            an admin route answers 403 to other members.
          </p>
        </div>
      </header>

      <nav aria-label="API sections" className="rounded-xl border border-gray-200 p-4">
        <h2 className="font-semibold text-gray-900">Contents</h2>
        <ul className="mt-2 space-y-3">
          {groups.map((group) => (
            <li key={group.name}>
              <a href={`#tag-${slug(group.name)}`} className="font-medium text-brand-700 capitalize underline">
                {group.name}
              </a>
              <ul className="mt-1 space-y-1 pl-4 text-sm">
                {group.operations.map(({ path, method, operation }) => (
                  <li key={operation.operationId} className="min-w-0 [overflow-wrap:anywhere]">
                    <a href={`#${operation.operationId}`} className="text-gray-800 hover:underline">
                      <span className="font-mono font-semibold">{method.toUpperCase()}</span>{' '}
                      <span className="font-mono">{path}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map((group) => (
        <section key={group.name} aria-labelledby={`tag-${slug(group.name)}`} className="space-y-4">
          <h2 id={`tag-${slug(group.name)}`} className="scroll-mt-20 text-2xl font-bold text-gray-900 capitalize">
            {group.name}
          </h2>
          {group.operations.map(({ path, method, operation }) => (
            <OperationView
              key={operation.operationId}
              method={method}
              path={path}
              operation={operation}
              components={components}
            />
          ))}
        </section>
      ))}

      <section aria-labelledby="schemas" className="space-y-4">
        <h2 id="schemas" className="text-2xl font-bold text-gray-900">
          Schemas
        </h2>
        {Object.entries(components).map(([name, schema]) => (
          <section
            key={name}
            id={`schema-${name}`}
            aria-labelledby={`schema-${name}-title`}
            className="min-w-0 scroll-mt-20 rounded-xl border border-gray-200 bg-white p-4"
          >
            <h3 id={`schema-${name}-title`} className="font-mono font-semibold text-gray-900">
              {name}
            </h3>
            <div className="mt-2">
              <SchemaView schema={schema} components={components} />
            </div>
          </section>
        ))}
      </section>
    </main>
  )
}

const slug = (name: string) => name.replace(/\s+/g, '-')
