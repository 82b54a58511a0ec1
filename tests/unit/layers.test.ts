import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * The layers of the code (docs/decisions/0093-layers.md), held by a test instead of prose: each folder names the
 * folders it may import from, and no files import each other in a loop. A folder missing from this table fails the
 * test, so a new one has to be placed.
 */
const BELOW_SCHEMAS = ['app/shared', 'app/domain', 'app/locales']
const MAY_IMPORT: Record<string, readonly string[]> = {
  // The top: everything the app has (never tests/, never the tooling that runs it).
  app: ['app', 'db', 'seed'],
  // Request-level services over the models: who is signed in, the require* guards, the /api helper, boot.
  'app/services': ['app/models', 'app/server', 'app/schemas', 'db', 'seed', ...BELOW_SCHEMAS],
  // The Node HTTP edge in front of React Router.
  'app/edge': ['app/models', 'app/server', 'app/schemas', 'db', ...BELOW_SCHEMAS],
  // Demo data, written through the schema and the models' search index.
  seed: ['app/models', 'app/server', 'app/schemas', 'db', ...BELOW_SCHEMAS],
  // Shared UI: what it shows of a model is a type, so only `import type` reaches app/models (see below).
  'app/components': ['app/browser', 'app/models', 'app/schemas', 'db', ...BELOW_SCHEMAS],
  'app/models': ['app/server', 'app/schemas', 'db', ...BELOW_SCHEMAS],
  'app/server': ['app/schemas', 'db', ...BELOW_SCHEMAS],
  'app/browser': ['app/schemas', ...BELOW_SCHEMAS],
  'app/schemas': BELOW_SCHEMAS,
  db: ['app/domain'],
  'app/shared': ['app/domain', 'app/locales'],
  'app/types': ['app/locales'],
  'app/domain': [],
  'app/locales': [],
  tooling: ['app', 'db', 'seed'],
  bench: ['app', 'db', 'seed', 'tooling'],
}
/** Folders of app/ that are layers of their own; the rest of app/ (routes/, root.tsx, entry.*) is the top. */
const APP_LAYERS = Object.keys(MAY_IMPORT).filter((key) => key.startsWith('app/'))

const root = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(ts|tsx|mjs|js)$/

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('+types'))
    .map((name) => path.join(folder, name).split(path.sep).join('/'))
}

/** The layer a repository path belongs to ('app/models', 'db', 'app' for the top of app/), or null outside them. */
function layerOf(file: string): string | null {
  const layer = APP_LAYERS.find((folder) => file.startsWith(`${folder}/`))
  if (layer) return layer
  const top = file.split('/')[0]!
  return top in MAY_IMPORT ? top : null
}

function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('~/')) base = `app/${specifier.slice(2)}`
  else if (specifier.startsWith('#db/')) base = `db/${specifier.slice(4)}`
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate)
    if (existsSync(full) && statSync(full).isFile()) return candidate
  }
  return null
}

interface Import {
  from: string
  to: string
  typeOnly: boolean
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: Import[] = []
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolve(file, specifier)
    if (to) found.push({ from: file, to, typeOnly })
  }
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(
            node.importClause?.isTypeOnly ||
              (node.importClause &&
                !node.importClause.name &&
                node.importClause.namedBindings &&
                ts.isNamedImports(node.importClause.namedBindings) &&
                node.importClause.namedBindings.elements.length > 0 &&
                node.importClause.namedBindings.elements.every((element) => element.isTypeOnly)),
          )
        : node.isTypeOnly
      add(node.moduleSpecifier.text, typeOnly)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = Object.keys(MAY_IMPORT)
  .filter((layer) => !layer.startsWith('app/'))
  .flatMap(sourceFiles)
const imports = files.flatMap(importsOf)

describe('the layers', () => {
  it('places every folder of app/ and every top-level source folder', () => {
    const appFolders = readdirSync(path.join(root, 'app'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'routes')
      .map((entry) => `app/${entry.name}`)
    expect(appFolders.filter((folder) => !(folder in MAY_IMPORT))).toEqual([])
    expect(files.length).toBeGreaterThan(400)
  })

  it('imports only from the layers below', () => {
    const upward = imports
      .filter(({ from, to }) => {
        const [a, b] = [layerOf(from), layerOf(to)]
        if (!a || a === b) return false
        if (!b) return true // tests/ or an unplaced folder
        return !MAY_IMPORT[a]!.some((allowed) => b === allowed || (allowed === 'app' && b.startsWith('app')))
      })
      .map(({ from, to }) => `${from} -> ${to}`)
    expect(upward).toEqual([])
  })

  it('reaches app/models from a component by types only (models are server code)', () => {
    const values = imports
      .filter(({ from, to, typeOnly }) => from.startsWith('app/components/') && to.startsWith('app/models/') && !typeOnly)
      .map(({ from, to }) => `${from} -> ${to}`)
    expect(values).toEqual([])
  })

  it('has no files that import each other in a loop', () => {
    const next = new Map<string, string[]>()
    for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to])
    // Tarjan's strongly connected components: any with more than one file is a loop.
    const index = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const loops: string[][] = []
    let counter = 0
    const connect = (file: string) => {
      index.set(file, counter)
      low.set(file, counter++)
      stack.push(file)
      onStack.add(file)
      for (const to of next.get(file) ?? []) {
        if (!index.has(to)) {
          connect(to)
          low.set(file, Math.min(low.get(file)!, low.get(to)!))
        } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!))
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== file)
        if (component.length > 1) loops.push(component.sort())
      }
    }
    for (const file of files) if (!index.has(file)) connect(file)
    expect(loops).toEqual([])
  })
})
