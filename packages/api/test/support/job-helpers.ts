import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '../../src/adapters/mail/mailer.ts';
import { FileStore, openObjectStore, uploadStagingDir } from '../../src/adapters/storage/index.ts';
import type { Db } from '../../src/db/client.ts';
import { runDueWork } from '../../src/jobs/runner.ts';
import { createEtims, type EtimsOptions } from '../../src/modules/etims/setup.ts';
import { createJobWork } from '../../src/modules/jobs/work.ts';
import { createDaraja, type DarajaOptions } from '../../src/modules/mpesa/daraja-setup.ts';

export interface SentMail extends MailMessage {
  accountId: number;
}

/**
 * A mailer that records what it sends. `hold()` makes the next sends wait until the test releases them (or
 * forever: a runner killed mid-send); `failWith` makes them throw.
 */
export function recordingMailer() {
  const sent: SentMail[] = [];
  let failure: string | null = null;
  let held: Promise<void> | null = null;
  const mailer: Mailer = {
    delivery: 'outbox',
    async send(accountId, message) {
      if (held) await held;
      if (failure) throw new Error(failure);
      sent.push({ accountId, ...message });
      return { delivery: 'outbox' };
    },
    close: () => {},
  };
  return {
    mailer,
    sent,
    failWith: (message: string | null) => {
      failure = message;
    },
    /** Sends wait from now on until `release` (never, if the test never calls it). */
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
  };
}

/**
 * One runner (what one API process runs each interval) over the database, sending with `mailer`, signing
 * with the database's built-in eTIMS simulator (the one the test app initializes with) or the eTIMS of
 * `etimsOptions` (a mock of KRA's), and reaching Daraja as `daraja` says (a mock's base URL and the key secret
 * the test app has). Exports, imports and attachments are kept under `dataDir` (the test app's, to share its
 * files).
 */
export function jobRunner(
  db: Db,
  mailer: Mailer,
  daraja: Omit<DarajaOptions, 'db'> = {},
  etimsOptions: Omit<EtimsOptions, 'db'> = {},
  dataDir = join(tmpdir(), `daftari-jobs-${process.pid}`),
) {
  const store = openObjectStore({ dataDir });
  const work = createJobWork({
    db,
    mailer,
    appUrl: 'https://app.daftari.test',
    etims: createEtims({ db, ...etimsOptions }),
    daraja: createDaraja({ db, ...daraja }),
    files: { store, uploads: new FileStore(store, uploadStagingDir(dataDir)) },
  });
  return (now: Date | string, shouldStop?: () => boolean) =>
    runDueWork(work, typeof now === 'string' ? new Date(now) : now, shouldStop);
}
