import { createServer } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 for the mail tests (TOOLCHAIN.md "Mail in tests"): every message it accepts is
 * parsed with mailparser and kept in `messages`, in order, before the server answers 250 — so when nodemailer's
 * send resolves, the message is already there. No TLS (STARTTLS disabled), any or no credentials. A file that uses it
 * turns MSW off (`withoutMocks()`): MSW 3 intercepts every socket the process opens.
 */
export interface TestSmtp {
  port: number
  url: string
  messages: ParsedMail[]
  /** Reject RCPT TO with this reply (e.g. `550 No such user`) until cleared. */
  rejectRecipients(reply: { code: number; message: string } | null): void
  stop(): Promise<void>
}

/** A port nothing listens on right now (for "the SMTP server is down"; it can be started on it later). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = []
  let rejection: { code: number; message: string } | null = null
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!rejection) return callback()
      callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port')
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    rejectRecipients(reply) {
      rejection = reply
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
