import { randomBytes } from 'node:crypto';

export type FilePart = { field?: string; name: string; type?: string; bytes: Buffer };

/** A multipart/form-data body for app.inject, with text fields and files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----govi${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photos'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
