import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/adapters/mail/outbox.ts';
import {
  FileStore,
  FileTooLargeError,
  InvalidKeyError,
  type ObjectStore,
  openObjectStore,
  readObject,
  uploadStagingDir,
} from '../../src/adapters/storage/index.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

/** One store under test: the object store, where uploads are staged, and every key it holds. */
interface Subject {
  store: ObjectStore;
  dataDir: string;
  allKeys(): Promise<string[]>;
}

let s3: TestS3Server;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'daftari-store-test-'));
  folders.push(folder);
  return folder;
}

async function localSubject(): Promise<Subject> {
  const dataDir = await tempFolder();
  const allKeys = async () =>
    (await readdir(dataDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dataDir.length + 1))
      .sort();
  return { store: openObjectStore({ dataDir }), dataDir, allKeys };
}

async function s3Subject(): Promise<Subject> {
  const client = new S3Client({ ...s3.options, credentials: s3.options });
  const allKeys = async () => {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
  };
  return { store: openObjectStore({ s3: s3.options, dataDir: await tempFolder() }), dataDir: '', allKeys };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A folder no other test of the run writes to (the S3 subjects share one bucket). */
const freshFolder = () => `t${randomBytes(6).toString('hex')}`;

describe.each([
  ['a local directory', localSubject],
  ['an S3 bucket', s3Subject],
])('the object store in %s', (_name, makeSubject) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await makeSubject();
  });
  afterAll(async () => subject?.store.close());

  it('puts, opens, lists, replaces and removes objects', async () => {
    const { store } = subject;
    const folder = freshFolder();
    await store.put(`${folder}/b.eml`, Buffer.from('message'));
    await store.put(`${folder}/a.json`, Buffer.from('{"n":1}'));
    await store.put(`${folder}/sub/c.txt`, Buffer.from('deeper'));
    expect(await store.list(folder)).toEqual(['a.json', 'b.eml']);
    expect(await store.list(`${folder}/sub`)).toEqual(['c.txt']);
    expect(await store.list(freshFolder())).toEqual([]);

    const opened = await store.open(`${folder}/b.eml`);
    expect(opened?.size).toBe(7);
    expect((await readObject(store, `${folder}/b.eml`))?.toString()).toBe('message');

    await store.put(`${folder}/a.json`, Buffer.from('{"n":2}'));
    expect((await readObject(store, `${folder}/a.json`))?.toString()).toBe('{"n":2}');

    await store.remove(`${folder}/a.json`);
    await store.remove(`${folder}/a.json`);
    expect(await store.open(`${folder}/a.json`)).toBeNull();
    expect(await readObject(store, `${folder}/never-there`)).toBeNull();
    expect(await store.list(folder)).toEqual(['b.eml']);
  });

  it('lists every object under a folder at any depth with its size, sorted; nothing staged or outside', async () => {
    const { store } = subject;
    const folder = freshFolder();
    await store.put(`${folder}/b/2.eml`, randomBytes(5));
    await store.put(`${folder}/a`, randomBytes(3));
    await store.put(`${folder}/b/1.eml`, randomBytes(0));
    await store.put(`${folder}/b/c/deep.txt`, randomBytes(1234));
    await store.put(`${folder}x/outside`, randomBytes(1));
    expect(await store.listAll(folder)).toEqual([
      { key: `${folder}/a`, size: 3 },
      { key: `${folder}/b/1.eml`, size: 0 },
      { key: `${folder}/b/2.eml`, size: 5 },
      { key: `${folder}/b/c/deep.txt`, size: 1234 },
    ]);
    expect(await store.listAll(`${folder}/b/c`)).toEqual([{ key: `${folder}/b/c/deep.txt`, size: 1234 }]);
    expect(await store.listAll(freshFolder())).toEqual([]);
    await expect(store.listAll('../x')).rejects.toBeInstanceOf(InvalidKeyError);

    // An upload received but not committed is staged on this machine (in the local store: inside its
    // directory, under `uploads/.tmp/`), not stored.
    const before = await store.listAll('uploads');
    const staging = uploadStagingDir(subject.dataDir || (await tempFolder()));
    const uploads = new FileStore(store, staging);
    const staged = await uploads.receive(Readable.from([randomBytes(10)]), 1000);
    expect(await readdir(staging)).toHaveLength(1);
    expect(await store.listAll('uploads')).toEqual(before);
    await uploads.discard(staged.tempPath);
  });

  it('streams a large file in and back out byte-identical', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 17);
    const path = join(await tempFolder(), 'big.bin');
    await writeFile(path, bytes);
    const key = `${freshFolder()}/big.bin`;
    await subject.store.putFile(key, path);
    const opened = await subject.store.open(key);
    expect(opened?.size).toBe(bytes.length);
    const hash = createHash('sha256');
    let chunks = 0;
    for await (const chunk of opened!.stream) {
      hash.update(chunk as Buffer);
      chunks++;
    }
    expect(hash.digest('hex')).toBe(sha256(bytes));
    // Streamed, not read whole: many chunks, none anywhere near the file's size.
    expect(chunks).toBeGreaterThan(10);
  });

  it('refuses keys that are not safe names, and writes nothing for them', async () => {
    const before = await subject.allKeys();
    const badKeys = [
      '',
      '../escape',
      '/absolute',
      'a//b',
      'a/',
      '.hidden',
      'uploads/.tmp/x',
      'a/../b',
      'a b',
      'a\u0000b',
      `${'x'.repeat(201)}`,
    ];
    for (const key of badKeys) {
      await expect(subject.store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(subject.store.open(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(subject.store.remove(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(subject.store.list(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(subject.store.listAll(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(await subject.allKeys()).toEqual(before);
    expect(existsSync(join(subject.dataDir, '..', 'escape'))).toBe(false);
  });

  it('keeps uploads: within the byte limit only, under a random name, none left staged', async () => {
    const staging = uploadStagingDir(await tempFolder());
    const uploads = new FileStore(subject.store, staging);
    const before = await subject.allKeys();
    const tooBig = uploads.receive(Readable.from([randomBytes(600), randomBytes(600)]), 1000);
    await expect(tooBig).rejects.toBeInstanceOf(FileTooLargeError);
    const cut = uploads.receive(Readable.from([randomBytes(10)]), 1000, () => true);
    await expect(cut).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await readdir(staging)).toEqual([]);
    expect(await subject.allKeys()).toEqual(before);

    const bytes = randomBytes(1000);
    const received = await uploads.receive(
      Readable.from([bytes.subarray(0, 300), bytes.subarray(300)]),
      1000,
    );
    expect(received).toMatchObject({ size: 1000, head: bytes });
    const storedName = await uploads.commit(received);
    expect(storedName).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readdir(staging)).toEqual([]);
    expect(await subject.allKeys()).toEqual([...before, `uploads/${storedName}`].sort());
    const opened = await uploads.open(storedName);
    expect(opened?.size).toBe(1000);
    expect(Buffer.concat(await opened!.stream.toArray())).toEqual(bytes);

    expect(await uploads.open('../../etc/passwd')).toBeNull();
    await uploads.remove(storedName);
    expect(await uploads.open(storedName)).toBeNull();
  });

  it('keeps the outbox per account: listed newest first, read by its own account only', async () => {
    const outbox = new Outbox(subject.store);
    const account = 100_000 + Number.parseInt(randomBytes(2).toString('hex'), 16);
    const first = await outbox.store(account, Buffer.from('first\r\n'), {
      to: 'a@example.com',
      subject: 'One',
    });
    const second = await outbox.store(account, Buffer.from('second\r\n'), {
      to: 'b@example.com',
      subject: 'Two',
    });
    await outbox.store(account + 1, Buffer.from('other'), { to: 'c@example.com', subject: 'Other' });

    const listed = await outbox.list(account);
    expect(listed.map((entry) => entry.id)).toEqual([first.id, second.id].sort().reverse());
    expect(listed.find((entry) => entry.id === first.id)).toEqual(first);
    expect((await outbox.read(account, second.id))?.toString()).toBe('second\r\n');
    expect(await outbox.read(account + 1, first.id)).toBeNull();
    expect(await outbox.read(account, '../1')).toBeNull();
    expect(await outbox.list(account + 2)).toEqual([]);
  });
});

describe('the S3 store against a server that refuses its keys', () => {
  it('fails loudly instead of answering "missing"', async () => {
    const store = openObjectStore({
      s3: { ...s3.options, secretAccessKey: 'wrong' },
      dataDir: await tempFolder(),
    });
    await expect(store.open('uploads/anything')).rejects.toThrow();
    await expect(store.put('uploads/anything', Buffer.from('x'))).rejects.toThrow();
    await store.close();
  });
});
