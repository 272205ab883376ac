import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError } from '../../src/adapters/storage/index.ts';
import { readWholeFile } from '../../src/http/upload.ts';

/**
 * A file part as the multipart parser hands it over: `chunks`, then the parser's `truncated` mark set
 * (or not) only once the last chunk has been read, which is when it learns that more bytes followed.
 */
function partOf(chunks: Buffer[], truncatedAtEnd: boolean): MultipartFile {
  let index = 0;
  const file = Object.assign(
    new Readable({
      read() {
        if (index < chunks.length) return void this.push(chunks[index++]);
        if (truncatedAtEnd) file.truncated = true;
        this.push(null);
      },
    }),
    { truncated: false, bytesRead: 0 },
  );
  return { file } as unknown as MultipartFile;
}

describe('readWholeFile', () => {
  const limit = 10;

  it('answers the bytes of a file within the limit', async () => {
    const part = partOf([Buffer.from('12345'), Buffer.from('67890')], false);
    expect((await readWholeFile(part, limit)).toString()).toBe('1234567890');
  });

  it('refuses a file the parser cut at the limit on its last chunk', async () => {
    const part = partOf([Buffer.from('12345'), Buffer.from('67890')], true);
    await expect(readWholeFile(part, limit)).rejects.toBeInstanceOf(FileTooLargeError);
  });

  it('refuses more bytes than the limit without waiting for the end', async () => {
    const part = partOf([Buffer.from('123456'), Buffer.from('789012'), Buffer.from('x')], false);
    await expect(readWholeFile(part, limit)).rejects.toBeInstanceOf(FileTooLargeError);
  });
});
