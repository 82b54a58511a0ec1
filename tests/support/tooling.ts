import { spawn } from 'node:child_process'
import path from 'node:path'
import { exited } from '../../tooling/processes'

const repoRoot = path.resolve(import.meta.dirname, '../..')

/**
 * Runs a tooling script as `npm run` does — tsx, outside Vite — with only PATH and the given environment; answers its
 * exit code and its output (stdout and stderr together).
 */
export async function runTooling(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), file, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await exited(child)
  return { code: child.exitCode, output }
}
