type JsonSchema = Record<string, unknown>

/** Deeper than this, a schema is named rather than opened (the documents' schemas are a few levels deep). */
const MAX_DEPTH = 6
/** Longer patterns (ISO date expressions) say nothing a reader can use; the format does. */
const MAX_PATTERN = 40

const refName = (ref: string) => ref.replace('#/components/schemas/', '')

function asSchema(value: unknown): JsonSchema | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined
}

/** A one-line summary of a schema's type: `string (date-time)`, `integer | null`, `one of: a, b`, `array of Job`. */
export function typeLabel(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref)
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (Array.isArray(variants)) return variants.map((variant) => typeLabel(variant, components)).join(' | ')
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : []
  if (types.length === 0) return 'any JSON'
  return types
    .map((type) => {
      if (type === 'array') {
        const items = asSchema(schema.items)
        return items ? `array of ${typeLabel(items, components)}` : 'array'
      }
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`
      if (type === 'string' && schema.contentEncoding === 'binary') return 'file'
      return type
    })
    .join(' | ')
}

function constraints(schema: JsonSchema): string[] {
  const notes: string[] = []
  if (typeof schema.minLength === 'number') notes.push(`at least ${schema.minLength} characters`)
  if (typeof schema.maxLength === 'number') notes.push(`at most ${schema.maxLength} characters`)
  if (typeof schema.minimum === 'number') notes.push(`≥ ${schema.minimum}`)
  if (typeof schema.exclusiveMinimum === 'number') notes.push(`> ${schema.exclusiveMinimum}`)
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER) notes.push(`≤ ${schema.maximum}`)
  if (typeof schema.minItems === 'number') notes.push(`at least ${schema.minItems} items`)
  if (typeof schema.maxItems === 'number') notes.push(`at most ${schema.maxItems} items`)
  if (typeof schema.pattern === 'string' && schema.pattern.length <= MAX_PATTERN)
    notes.push(`matches ${schema.pattern}`)
  if ('default' in schema) notes.push(`default ${JSON.stringify(schema.default)}`)
  return notes
}

/** The schema an object's fields come from: its own, or the named one it refers to, or an array's items. */
function fieldsOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number): JsonSchema | undefined {
  if (depth > MAX_DEPTH) return undefined
  if (typeof schema.$ref === 'string') {
    const target = components[refName(schema.$ref)]
    return target ? fieldsOf(target, components, depth + 1) : undefined
  }
  if (schema.properties) return schema
  const items = asSchema(schema.items)
  if (items) return fieldsOf(items, components, depth + 1)
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  const object = Array.isArray(variants)
    ? variants.find((variant) => fieldsOf(variant, components, depth + 1))
    : undefined
  return object ? fieldsOf(object, components, depth + 1) : undefined
}

/**
 * A JSON Schema as a nested list of its fields: name, type, whether it is required, its limits and description.
 * Plain HTML (lists), so it reads the same with JavaScript off and wraps on a phone.
 */
export function SchemaView({
  schema,
  components,
  depth = 0,
}: {
  schema: JsonSchema
  components: Record<string, JsonSchema>
  depth?: number
}) {
  const object = fieldsOf(schema, components, depth)
  const description = typeof schema.description === 'string' ? schema.description : null
  if (!object) {
    const notes = constraints(schema)
    return (
      <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
        <code className="font-mono">{typeLabel(schema, components)}</code>
        {notes.length > 0 ? <span className="text-gray-500"> · {notes.join(', ')}</span> : null}
        {description ? <span className="block text-gray-600">{description}</span> : null}
      </p>
    )
  }
  const properties = object.properties as Record<string, JsonSchema>
  const required = new Set((object.required ?? []) as string[])
  const additional = asSchema(object.additionalProperties)
  return (
    <div className="space-y-1">
      {object !== schema || description ? (
        <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
          <code className="font-mono">{typeLabel(schema, components)}</code>
          {description ? <span className="block text-gray-600">{description}</span> : null}
        </p>
      ) : null}
      <ul className="space-y-2 border-l-2 border-gray-200 pl-3">
        {Object.entries(properties).map(([name, property]) => (
          <li key={name} className="min-w-0">
            <p className="text-sm [overflow-wrap:anywhere]">
              <code className="font-mono font-semibold text-gray-900">{name}</code>{' '}
              <span className={required.has(name) ? 'text-red-700' : 'text-gray-500'}>
                {required.has(name) ? 'required' : 'optional'}
              </span>
            </p>
            {depth < MAX_DEPTH ? (
              <SchemaView schema={property} components={components} depth={depth + 1} />
            ) : (
              <p className="text-sm text-gray-700">
                <code className="font-mono">{typeLabel(property, components)}</code>
              </p>
            )}
          </li>
        ))}
        {additional ? (
          <li className="min-w-0 text-sm text-gray-700 [overflow-wrap:anywhere]">
            <code className="font-mono">any other key</code>: {typeLabel(additional, components)}
          </li>
        ) : null}
      </ul>
    </div>
  )
}
