import type { FastifyInstance } from 'fastify';
import { codeIn, type SmsReceiver } from '../setup/sms-receiver';
import { testOrigin } from '../setup/test-app';
import { newMobileNumber } from './phone-numbers';
import { cookieFrom, type TestUser } from './users';

/** An account made with a mobile number and the code the local SMS gateway received, as the sign-in page makes one. */
export async function createPhoneUser(
  app: FastifyInstance,
  sms: SmsReceiver,
  name: { firstName: string; lastName: string; language?: 'en' | 'si' | 'ta' },
): Promise<TestUser & { phoneNumber: string }> {
  const number = newMobileNumber();
  const headers = { origin: testOrigin };
  const sent = await app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers, payload: { phoneNumber: number.written } });
  if (sent.statusCode !== 200) throw new Error(`sending a code failed: ${sent.statusCode} ${sent.body}`);
  const code = codeIn(await sms.next(number.e164));
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/phone/verify',
    headers,
    payload: { phoneNumber: number.written, code, ...name },
  });
  if (verified.statusCode !== 200) throw new Error(`phone sign-up failed: ${verified.statusCode} ${verified.body}`);
  return {
    id: verified.json<{ user: { id: string } }>().user.id,
    email: '',
    password: '',
    cookie: cookieFrom(verified.headers['set-cookie']),
    phoneNumber: number.e164,
  };
}
