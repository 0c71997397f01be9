import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Text kept in the database only sealed (AES-256-GCM, a key made from the market's secret): a message waiting to be
 * sent may carry a sign-in code, which must not be readable by whoever can read the tables or a backup.
 */
export type TextSeal = {
  /** `boundTo` (the number it goes to) is sealed with it: a text moved to another number does not open. */
  seal(text: string, boundTo: string): string;
  open(sealed: string, boundTo: string): string;
};

export function createTextSeal(secret: string, purpose: string): TextSeal {
  const key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  return {
    seal(text, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, boundTo) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
