import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  byKey,
  checkKey,
  isKey,
  isSafeName,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './object-store.ts';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), as `src/config.ts` reads it from S3_* variables. */
export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: MinIO and most self-hosted servers. */
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Objects in one bucket, under the same keys as on disk (`uploads/{uuid}`, `outbox/{account}/{id}.eml`). */
export class S3ObjectStore implements ObjectStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.description = `S3 bucket ${options.bucket} at ${options.endpoint}`;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default CRC32 trailers on streamed bodies are refused or mis-signed by several
      // S3-compatible servers; checksums only where the operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body }));
  }

  async putFile(key: string, path: string): Promise<void> {
    checkKey(key);
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
      }),
    );
  }

  async open(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body || answer.ContentLength === undefined) return null;
      return { stream: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async list(folder: string): Promise<string[]> {
    const prefix = `${checkKey(folder)}/`;
    const names: string[] = [];
    for await (const object of this.objectsUnder(prefix, '/')) {
      const name = object.Key?.slice(prefix.length);
      if (name && isSafeName(name)) names.push(name);
    }
    return names.sort();
  }

  async listAll(folder: string): Promise<ObjectInfo[]> {
    const found: ObjectInfo[] = [];
    for await (const object of this.objectsUnder(`${checkKey(folder)}/`)) {
      const key = object.Key ?? '';
      // Objects this store could not have written (odd names put there by other tools) are not its own.
      if (isKey(key)) found.push({ key, size: object.Size ?? 0 });
    }
    return found.sort(byKey);
  }

  /** Every object under `prefix`, page after page; with a delimiter, only those directly inside it. */
  private async *objectsUnder(prefix: string, delimiter?: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      yield* page.Contents ?? [];
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
