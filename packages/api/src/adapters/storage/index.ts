export { openObjectStore, uploadStagingDir } from './choose.ts';
export {
  byKey,
  InvalidKeyError,
  type ObjectInfo,
  type ObjectStore,
  readObject,
  type StoredObject,
} from './object-store.ts';
export type { S3Options } from './s3.ts';
export { FileStore, FileTooLargeError, type ReceivedFile } from './uploads.ts';
