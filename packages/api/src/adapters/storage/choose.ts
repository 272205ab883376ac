import { join } from 'node:path';
import { LocalObjectStore } from './local.ts';
import type { ObjectStore } from './object-store.ts';
import { S3ObjectStore, type S3Options } from './s3.ts';

/** The bucket when S3 is configured, else the files under `dataDir` (DATA_DIR). */
export function openObjectStore({
  s3,
  dataDir,
}: {
  s3?: S3Options | undefined;
  dataDir: string;
}): ObjectStore {
  return s3 ? new S3ObjectStore(s3) : new LocalObjectStore(dataDir);
}

/** Where uploads are received before they enter the store: on this machine's disk, whichever store runs. */
export const uploadStagingDir = (dataDir: string) => join(dataDir, 'uploads', '.tmp');
