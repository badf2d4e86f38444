import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A message as the server received it: the SMTP session's facts and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** TLS was in force when the message was sent (after STARTTLS, or from the start with implicit TLS). */
  secure: boolean;
  /** The user AUTH accepted, and how. */
  user: string | undefined;
  authMethod: string | undefined;
  /** As in a Received header: ESMTPSA = ESMTP over TLS, authenticated. */
  transmissionType: string;
  message: ParsedMail;
}

export interface SmtpServerOptions {
  user?: string;
  password?: string;
  /** Implicit TLS from the first byte (smtps, port 465 style) instead of STARTTLS. */
  implicitTls?: boolean;
  /** Refuse every message at RCPT TO or at the end of DATA with this reply. */
  refuse?: { at: 'rcpt' | 'data'; code: number; message: string };
  /** A slow server: each message is accepted only once this settles. */
  hold?: Promise<void>;
}

export interface SmtpUrlOptions {
  user?: string;
  password?: string;
  /** Trust the server's certificate by naming it in the URL (`tls.ca`); otherwise it is unknown to the client. */
  trusted?: boolean;
}

export interface TestSmtpServer {
  port: number;
  /** An SMTP_URL for this server: its user and password, percent-encoded, and its certificate trusted. */
  url(options?: SmtpUrlOptions): string;
  received: ReceivedMail[];
  /** Every AUTH attempt the server refused. */
  refusedLogins: string[];
  close(): Promise<void>;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

let certificate: Promise<{ key: string; cert: string }> | null = null;

/** A certificate for 127.0.0.1, made once per test file, valid for a day. */
function testCertificate() {
  certificate ??= generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  }).then(({ private: key, cert }) => ({ key, cert }));
  return certificate;
}

/**
 * A real SMTP server in this process, on 127.0.0.1 and a free port: it advertises STARTTLS (or
 * speaks TLS from the start), allows AUTH PLAIN/LOGIN only over TLS and only with the given user
 * and password, and keeps each accepted message parsed. Its certificate is self-signed: the client
 * verifies it as in production, trusting it only when the URL names it.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const user = options.user ?? 'mailer';
  const password = options.password ?? 'S3nh@ segura/:ção';
  const received: ReceivedMail[] = [];
  const refusedLogins: string[] = [];
  const authMethods = new Map<string, string>();
  const { key, cert } = await testCertificate();

  const server = new SMTPServer({
    secure: options.implicitTls ?? false,
    key,
    cert,
    authMethods: ['PLAIN', 'LOGIN'],
    // Plaintext AUTH is refused: a client that authenticates has upgraded first.
    allowInsecureAuth: false,
    authOptional: false,
    logger: false,
    // No DNS lookup of the client: nothing outside the machine is asked.
    disableReverseLookup: true,
    onAuth(auth, session, callback) {
      if (auth.username === user && auth.password === password) {
        authMethods.set(session.id, auth.method);
        return callback(null, { user: auth.username });
      }
      refusedLogins.push(String(auth.username));
      return callback(refusal(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.at === 'rcpt') return callback(refusal(options.refuse.code, options.refuse.message));
      callback();
    },
    onData(stream, session, callback) {
      // The message is read whole before answering, as a real server does.
      simpleParser(stream)
        .then(async (message) => {
          await options.hold;
          if (options.refuse?.at === 'data') return callback(refusal(options.refuse.code, options.refuse.message));
          received.push(receivedMail(session, message, authMethods.get(session.id)));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', () => {
    // A client dropping its connection mid-way is reported here; the test sees its effect.
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const scheme = options.implicitTls ? 'smtps' : 'smtp';
  return {
    port,
    url({ user: name = user, password: secret = password, trusted = true } = {}) {
      const auth = `${encodeURIComponent(name)}:${encodeURIComponent(secret)}`;
      return `${scheme}://${auth}@127.0.0.1:${port}${trusted ? `?tls.ca=${encodeURIComponent(cert)}` : ''}`;
    },
    received,
    refusedLogins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function receivedMail(session: SMTPServerSession, message: ParsedMail, authMethod: string | undefined): ReceivedMail {
  const from = session.envelope.mailFrom;
  return {
    envelope: { from: from ? from.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
    secure: session.secure,
    user: session.user as string | undefined,
    authMethod,
    transmissionType: session.transmissionType,
    message,
  };
}

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
