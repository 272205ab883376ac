import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What GET /outbox lists about a message. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  created_at: string;
}

/** `1767225600000-0a1b2c3d4e5f`: sortable by time, unguessable, safe as a file name. */
const ID = /^\d{13}-[0-9a-f]{12}$/;

/**
 * The local outbox: where e-mails go when no SMTP server is configured, so the owner can still read (and
 * forward) what would have been sent. One folder per account (`{dir}/{accountId}/`), each message as an
 * RFC 822 `.eml` file beside a small `.json` with its recipient, subject and time. Owner-only permissions.
 */
export class Outbox {
  constructor(readonly dir: string) {}

  private accountDir(accountId: number): string {
    return join(this.dir, String(accountId));
  }

  async store(
    accountId: number,
    message: Buffer,
    meta: { to: string; subject: string },
  ): Promise<OutboxEntry> {
    const dir = this.accountDir(accountId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
    const entry: OutboxEntry = {
      id,
      to: meta.to,
      subject: meta.subject,
      created_at: new Date().toISOString(),
    };
    await writeFile(join(dir, `${id}.eml`), message, { mode: 0o600 });
    // The index entry last: a message is listed only once its .eml is complete.
    await writeFile(join(dir, `${id}.json`), JSON.stringify(entry), { mode: 0o600 });
    return entry;
  }

  /** The account's messages, newest first (at most `limit`). */
  async list(accountId: number, limit = 200): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.accountDir(accountId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const ids = names
      .filter((name) => name.endsWith('.json') && ID.test(name.slice(0, -5)))
      .map((name) => name.slice(0, -5))
      .sort()
      .reverse()
      .slice(0, limit);
    const entries = await Promise.all(
      ids.map(async (id) => {
        try {
          const raw = JSON.parse(await readFile(join(this.accountDir(accountId), `${id}.json`), 'utf8'));
          return { id, to: String(raw.to), subject: String(raw.subject), created_at: String(raw.created_at) };
        } catch {
          return null;
        }
      }),
    );
    return entries.filter((entry): entry is OutboxEntry => entry !== null);
  }

  /** The .eml of one of the account's messages, or null (unknown id, another account's, malformed id). */
  async read(accountId: number, id: string): Promise<Buffer | null> {
    if (!ID.test(id)) return null;
    try {
      return await readFile(join(this.accountDir(accountId), `${id}.eml`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
