/**
 * A multipart body, part by part. Not `Request.formData()`: happy-dom's drops parts whose value is empty,
 * and forms send empty optional fields on purpose.
 */
export function parseMultipart(contentType: string, buffer: ArrayBuffer): Record<string, string | File> {
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
  const bytes = new Uint8Array(buffer);
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  const form: Record<string, string | File> = {};
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)![1]!;
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const raw = Uint8Array.from(content, (char) => char.charCodeAt(0));
    if (filename === undefined) {
      form[name] = new TextDecoder().decode(raw);
    } else {
      const type = /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? '';
      form[name] = new File([raw], filename, { type });
    }
  }
  return form;
}
