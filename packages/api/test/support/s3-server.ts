import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Options } from '../../src/adapters/storage/index.ts';

/** The only account s3rver knows; any other key pair is refused (403). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** What S3_* would say to reach the server's one bucket. */
  options: S3Options;
  /** Stops the server and deletes everything it stored. */
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 at `port` (0: one the system picks), with one empty bucket,
 * its objects in a temporary folder of its own.
 */
export async function startS3Server(bucket = 'daftari-test', port = 0): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'daftari-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      ...CREDENTIALS,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
