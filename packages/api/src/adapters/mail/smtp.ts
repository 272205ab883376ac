import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { type Delivery, envelope, type MailMessage, SMTP_TIMEOUTS } from './mailer.ts';
import { publicAddressOf } from './public-host.ts';

/** A business's own SMTP server, its password opened. */
export interface SmtpServer {
  host: string;
  port: number;
  /** TLS from the first byte (465); false: STARTTLS when the server offers it. */
  secure: boolean;
  username: string | null;
  password: string | null;
  /** The From header. */
  from: string;
  /** Hosts (SMTP_PRIVATE_HOSTS) allowed to be inside the server's own network. */
  privateHosts: ReadonlySet<string>;
}

/** A transport to the address checked for `server.host`; TLS still checks the certificate against the name. */
async function transportOf(server: SmtpServer) {
  const address = await publicAddressOf(server.host, server.privateHosts);
  return nodemailer.createTransport({
    host: address,
    port: server.port,
    secure: server.secure,
    ...(isIP(server.host) ? {} : { tls: { servername: server.host } }),
    ...(server.username ? { auth: { user: server.username, pass: server.password ?? '' } } : {}),
    ...SMTP_TIMEOUTS,
  });
}

/** Sends one message through `server` on a connection of its own, closed afterwards. */
export async function sendOverSmtp(server: SmtpServer, message: MailMessage): Promise<Delivery> {
  const transport = await transportOf(server);
  try {
    await transport.sendMail(envelope(server.from, message));
    return 'smtp';
  } finally {
    transport?.close();
  }
}

/** What the server answered to a connection and a sign-in: its reply code (0: never reached) and words. */
export interface SmtpAnswer {
  ok: boolean;
  code: number;
  message: string;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** nodemailer's failure codes, in the owner's terms. */
const LEADS: Record<string, string> = {
  ECONNECTION: 'The server could not be reached',
  ETIMEDOUT: 'The server did not answer in time',
  ESOCKET: 'The connection failed',
  EDNS: 'The server name could not be found',
  ETLS: 'The secure connection (TLS) failed',
  EAUTH: 'The server refused the username or password',
  EINTERNAL: 'The server is not allowed',
};

/** A socket that never connected: nodemailer reports it as ESOCKET with the system's code in its message. */
const UNREACHABLE = /\b(ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b/;

function leadOf(failure: SmtpFailure): string {
  if (UNREACHABLE.test(failure.message ?? '')) return 'The server could not be reached';
  return (failure.code ? LEADS[failure.code] : undefined) ?? 'The server refused the connection';
}

/** Connects, greets and signs in (nodemailer's verify), then says what the server answered. */
export async function checkSmtp(server: SmtpServer): Promise<SmtpAnswer> {
  let transport: Awaited<ReturnType<typeof transportOf>> | undefined;
  try {
    transport = await transportOf(server);
    await transport.verify();
    const signedIn = server.username ? ` and signed in as ${server.username}` : '';
    return { ok: true, code: 250, message: `Connected to ${server.host}:${server.port}${signedIn}` };
  } catch (error) {
    const failure = error as SmtpFailure;
    const lead = leadOf(failure);
    const said = failure.response ?? failure.message ?? '';
    return { ok: false, code: failure.responseCode ?? 0, message: said ? `${lead}: ${said}` : lead };
  } finally {
    transport?.close();
  }
}
