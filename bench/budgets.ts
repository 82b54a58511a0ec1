/**
 * What each public page makes the browser download before it is interactive: every script the server-rendered HTML
 * preloads (the entry, the matched routes' modules and their imports) and every stylesheet it links, brotli-compressed
 * as the server sends them (the build's .br files, else compressed here at quality 11).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { fmt, request, table } from './harness'

export const PUBLIC_ROUTES = ['/', '/discover', '/startup/1', '/auth', '/talent-hub', '/events', '/workspace', '/resources', '/programs', '/media']
export const JS_BUDGET = 120 * 1024
export const CSS_BUDGET = 30 * 1024

export interface Budget {
  route: string
  jsFiles: number
  js: number
  css: number
  html: number
}

function brotliSize(clientDir: string, asset: string): number {
  const file = path.join(clientDir, asset)
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).byteLength
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength
}

export async function budgets(baseUrl: string, clientDir: string): Promise<Budget[]> {
  const results: Budget[] = []
  for (const route of PUBLIC_ROUTES) {
    const html = await request(baseUrl + route)
    // The scripts the page loads are its module preloads (the entry, the matched routes and everything they import);
    // the inline route manifest also names modules the page never loads (other routes, split client modules).
    const hrefs = (rel: string) => new Set([...html.matchAll(new RegExp(`<link[^>]* rel="${rel}" href="(/[^"]+)"`, 'g'))].map((m) => m[1]!))
    const js = [...hrefs('modulepreload')]
    const css = [...hrefs('stylesheet')]
    const sum = (files: string[]) => files.reduce((total, asset) => total + brotliSize(clientDir, asset), 0)
    results.push({ route, jsFiles: js.length, js: sum(js), css: sum(css), html: Buffer.byteLength(html) })
  }
  return results
}

export function budgetsTable(results: Budget[]): string {
  const k = (bytes: number) => `${fmt(bytes / 1024)} KB`
  return table(
    ['route', 'JS files', 'JS (br)', 'CSS (br)', 'HTML', 'target'],
    results.map((r) => [
      r.route,
      String(r.jsFiles),
      k(r.js),
      k(r.css),
      k(r.html),
      r.js <= JS_BUDGET && r.css <= CSS_BUDGET ? 'met' : 'MISSED',
    ]),
  )
}
