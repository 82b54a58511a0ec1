import { ensureSqld } from './sqld'

/** Installs sqld once per run, before the test files (which start their own servers) run in parallel. */
export default async function globalSetup() {
  await ensureSqld()
}
