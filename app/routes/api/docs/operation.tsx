import type { AccessLevel, OpenApiOperation } from '~/server/openapi.server'
import { SchemaView, typeLabel } from './schema-view'

type JsonSchema = Record<string, unknown>

export const ACCESS_LABELS: Record<AccessLevel, string> = {
  public: 'Public',
  optional: 'Public; more for a signed-in member',
  member: 'Signed-in member',
  admin: 'Admin only',
}

const ACCESS_CLASSES: Record<AccessLevel, string> = {
  public: 'bg-gray-100 text-gray-800',
  optional: 'bg-sky-50 text-sky-900',
  member: 'bg-amber-50 text-amber-900',
  admin: 'bg-red-50 text-red-900',
}

const METHOD_CLASSES: Record<string, string> = {
  get: 'bg-emerald-700',
  post: 'bg-brand-700',
  put: 'bg-amber-800',
  patch: 'bg-amber-800',
  delete: 'bg-red-700',
}

const refName = (ref: string) => ref.replace('#/components/schemas/', '')

/** One method of one path: who may call it, its parameters, its body and every answer it can give. */
export function OperationView({
  method,
  path,
  operation,
  components,
}: {
  method: string
  path: string
  operation: OpenApiOperation
  components: Record<string, JsonSchema>
}) {
  const access = operation['x-access']
  const body = operation.requestBody ? Object.entries(operation.requestBody.content)[0] : undefined
  return (
    <section
      id={operation.operationId}
      aria-labelledby={`${operation.operationId}-title`}
      className="min-w-0 scroll-mt-20 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${operation.operationId}-title`} className="flex min-w-0 flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold text-white ${METHOD_CLASSES[method] ?? 'bg-gray-700'}`}
        >
          {method.toUpperCase()}
        </span>{' '}
        <code className="min-w-0 font-mono text-sm font-semibold text-gray-900 [overflow-wrap:anywhere]">{path}</code>
      </h3>
      <p className="mt-2 text-gray-700">{operation.summary}</p>
      <p className="mt-2 text-sm">
        <span className="sr-only">Who may call: </span>
        <span className={`inline-block rounded-full px-2 py-0.5 font-medium ${ACCESS_CLASSES[access]}`}>
          {ACCESS_LABELS[access]}
        </span>
      </p>

      {operation.parameters && operation.parameters.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">Parameters</h4>
          <ul className="mt-2 space-y-2">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`} className="min-w-0 text-sm [overflow-wrap:anywhere]">
                <code className="font-mono font-semibold text-gray-900">{parameter.name}</code>{' '}
                <span className="text-gray-500">
                  in {parameter.in}, {parameter.required ? 'required' : 'optional'}
                </span>
                <SchemaView schema={parameter.schema} components={components} depth={1} />
                {parameter.description ? <p className="text-gray-600">{parameter.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {body ? (
        <div className="mt-4">
          <h4 className="font-semibold text-gray-900">
            Request body <span className="font-mono text-sm font-normal text-gray-600">{body[0]}</span>
          </h4>
          <div className="mt-2">
            <SchemaView schema={body[1].schema} components={components} />
          </div>
        </div>
      ) : null}

      <div className="mt-4">
        <h4 className="font-semibold text-gray-900">Responses</h4>
        <ul className="mt-2 space-y-2">
          {Object.entries(operation.responses).map(([status, response]) => {
            const content = response.content ? Object.entries(response.content)[0] : undefined
            const schema = content?.[1].schema
            const named = typeof schema?.$ref === 'string' ? refName(schema.$ref) : null
            return (
              <li key={status} className="min-w-0 text-sm">
                <p className="[overflow-wrap:anywhere]">
                  <span className={`font-mono font-bold ${Number(status) < 400 ? 'text-emerald-800' : 'text-red-800'}`}>
                    {status}
                  </span>{' '}
                  <span className="text-gray-700">{response.description}</span>
                  {named ? (
                    <>
                      {' '}
                      <a href={`#schema-${named}`} className="font-mono text-brand-700 underline">
                        {named}
                      </a>
                    </>
                  ) : null}
                </p>
                {schema && !named && Number(status) < 400 ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-brand-700">
                      {content?.[0]}: {typeLabel(schema, components)}
                    </summary>
                    <div className="mt-2">
                      <SchemaView schema={schema} components={components} />
                    </div>
                  </details>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
