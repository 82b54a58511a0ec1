/**
 * A real SMTP server for the browser journeys (issue 40): the servers under test send through SMTP_URL to it, and the
 * journeys read what arrived over a small HTTP API on another port (`GET /messages?to=…`). Started by
 * playwright.config.ts as one of its web servers.
 */
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMessage {
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

const smtpPort = Number(process.env.E2E_SMTP_PORT)
const controlPort = Number(process.env.E2E_MAIL_CONTROL_PORT)
const messages: CaughtMessage[] = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) =>
          address.value.map((entry) => (entry.address ?? '').toLowerCase()),
        )
        const headers: Record<string, string> = {}
        // As sent (mailparser folds some, e.g. List-*, into objects): lower-cased names, raw values.
        for (const { key, line } of parsed.headerLines) headers[key] = line.slice(line.indexOf(':') + 1).trim()
        messages.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html || '', headers })
        callback()
      },
      (error: Error) => callback(error),
    )
  },
})
smtp.listen(smtpPort, '127.0.0.1')

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/health') {
    response.end('ok')
    return
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(messages.filter((message) => !to || message.to.includes(to))))
    return
  }
  response.statusCode = 404
  response.end()
}).listen(controlPort, '127.0.0.1')
