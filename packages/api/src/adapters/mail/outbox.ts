import { randomBytes } from 'node:crypto';
import { type ObjectStore, readObject } from '../storage/index.ts';

/** What GET /outbox lists about a message. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  created_at: string;
}

/** `1767225600000-0a1b2c3d4e5f`: sortable by time, unguessable, safe as a storage key. */
const ID = /^\d{13}-[0-9a-f]{12}$/;

/**
 * The outbox: where e-mails go when no SMTP server is configured, so the owner can still read (and forward)
 * what would have been sent. Kept in the object store, so every API process lists and reads every message:
 * one folder per account (`outbox/{accountId}/`), each message as an RFC 822 `{id}.eml` beside a small
 * `{id}.json` with its recipient, subject and time.
 */
export class Outbox {
  /** The time of this process's last id: two messages stored in one millisecond still list in their order. */
  private lastTime = 0;

  constructor(private readonly objects: ObjectStore) {}

  private key(accountId: number, name: string): string {
    return `outbox/${accountId}/${name}`;
  }

  async store(
    accountId: number,
    message: Buffer,
    meta: { to: string; subject: string },
  ): Promise<OutboxEntry> {
    this.lastTime = Math.max(Date.now(), this.lastTime + 1);
    const id = `${this.lastTime}-${randomBytes(6).toString('hex')}`;
    const entry: OutboxEntry = {
      id,
      to: meta.to,
      subject: meta.subject,
      created_at: new Date().toISOString(),
    };
    await this.objects.put(this.key(accountId, `${id}.eml`), message);
    // The index entry last: a message is listed only once its .eml is complete.
    await this.objects.put(this.key(accountId, `${id}.json`), Buffer.from(JSON.stringify(entry)));
    return entry;
  }

  /** The account's messages, newest first (at most `limit`). */
  async list(accountId: number, limit = 200): Promise<OutboxEntry[]> {
    const ids = (await this.objects.list(`outbox/${accountId}`))
      .filter((name) => name.endsWith('.json') && ID.test(name.slice(0, -5)))
      .map((name) => name.slice(0, -5))
      .sort()
      .reverse()
      .slice(0, limit);
    const entries = await Promise.all(
      ids.map(async (id) => {
        const body = await readObject(this.objects, this.key(accountId, `${id}.json`));
        try {
          const raw = body ? JSON.parse(body.toString('utf8')) : null;
          return (
            raw && {
              id,
              to: String(raw.to),
              subject: String(raw.subject),
              created_at: String(raw.created_at),
            }
          );
        } catch {
          return null;
        }
      }),
    );
    return entries.filter((entry): entry is OutboxEntry => Boolean(entry));
  }

  /** The .eml of one of the account's messages, or null (unknown id, another account's, malformed id). */
  async read(accountId: number, id: string): Promise<Buffer | null> {
    if (!ID.test(id)) return null;
    return readObject(this.objects, this.key(accountId, `${id}.eml`));
  }
}
