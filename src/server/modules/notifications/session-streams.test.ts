import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, newUserInput, type TestUser } from '@tests/factories/users';
import { endsWithin, openEventStream, type EventStreamReader } from '@tests/setup/event-stream-reader';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { eventStreamStats } from './notifications.routes';
import type { EventStream } from './event-stream';
import { createSessionStreams, displacedRetryMs, maxStreamsPerUser } from './session-streams';

let testApp: TestApp;
let baseUrl: string;
const openStreams: EventStreamReader[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of openStreams) stream.close();
  await testApp.close();
});

async function connect(cookie: string) {
  const stream = await openEventStream(`${baseUrl}/api/events`, { cookie });
  expect(stream.status).toBe(200);
  openStreams.push(stream);
  return stream;
}

/** Whether the server ended the stream within `ms`: a stream left open must fail the test, not hang it. */
function post(url: string, cookie: string, payload: object = {}) {
  return testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, cookie }, payload });
}

async function signInAgain(user: TestUser): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

describe('event streams per user', () => {
  it(`holds at most ${maxStreamsPerUser} for a user: a new one ends the oldest, which is told to come back later`, async () => {
    const before = eventStreamStats(testApp.app).streams;
    const user = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const othersStream = await connect(other.cookie);
    const streams: EventStreamReader[] = [];
    for (let opened = 0; opened < maxStreamsPerUser; opened += 1) streams.push(await connect(user.cookie));
    await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(before + maxStreamsPerUser + 1);

    const newest = await connect(user.cookie);
    const [oldest] = streams;
    expect(await endsWithin(oldest as EventStreamReader, 5000)).toBe(true);
    expect(oldest?.retry()).toBe(displacedRetryMs);
    await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(before + maxStreamsPerUser + 1);

    // Two more: the next oldest two go, the newest stays, another user's stream is not counted with them.
    await connect(user.cookie);
    await connect(user.cookie);
    expect(await endsWithin(streams[1] as EventStreamReader, 5000)).toBe(true);
    expect(await endsWithin(streams[2] as EventStreamReader, 5000)).toBe(true);
    await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(before + maxStreamsPerUser + 1);
    expect(await endsWithin(newest, 200)).toBe(false);
    expect(await endsWithin(othersStream, 200)).toBe(false);
    for (const stream of openStreams) stream.close();
    await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(0);
  });
});

describe('when a session ends', () => {
  it('signing out ends the streams of every session of the user at once, and no one else’s', async () => {
    const user = await createUser(testApp.app);
    const otherDevice = await signInAgain(user);
    const stranger = await createUser(testApp.app);
    const here = await connect(user.cookie);
    const there = await connect(otherDevice);
    const strangers = await connect(stranger.cookie);
    await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(3);

    expect((await post('/api/auth/sign-out', user.cookie)).statusCode).toBe(200);
    expect(await endsWithin(here, 2000)).toBe(true);
    expect(await endsWithin(there, 2000)).toBe(true);
    expect(await endsWithin(strangers, 200)).toBe(false);

    // Coming back with the ended session is refused.
    const again = await openEventStream(`${baseUrl}/api/events`, { cookie: user.cookie });
    expect(again.status).toBe(401);
    strangers.close();
    await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(0);
  });
});

describe('when a password reset ends the sessions', () => {
  let mailApp: TestApp;
  let mailUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailApp = await createTestApp({ env: { SMTP_URL: smtp.url } });
    mailUrl = await mailApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await mailApp.close();
    await smtp.close();
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    mailApp.app.inject({ method, url, headers: { origin: testOrigin }, ...(payload && { payload }) });
  const pathOfLinkIn = (text: string) => {
    const url = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
    return url.pathname + url.search;
  };

  it('ends the streams those sessions opened', async () => {
    const input = newUserInput();
    await send('POST', '/api/auth/sign-up/email', input);
    // The confirmation page sends the link's token with the password chosen there, and signs in.
    const confirmationLink = new URL(/https?:\/\/\S+/.exec((await smtp.nextMailTo(input.email)).text)?.[0] ?? '');
    const verified = await send('POST', '/api/auth/confirm-email', {
      token: confirmationLink.searchParams.get('token') ?? '',
      password: input.password,
    });
    const stream = await openEventStream(`${mailUrl}/api/events`, { cookie: cookieFrom(verified.headers['set-cookie']) });
    openStreams.push(stream);
    expect(stream.status).toBe(200);
    await expect.poll(() => eventStreamStats(mailApp.app).streams).toBe(1);

    smtp.messages.length = 0;
    await send('POST', '/api/auth/request-password-reset', { email: input.email, redirectTo: '/reset-password' });
    const landing = await send('GET', pathOfLinkIn((await smtp.nextMailTo(input.email)).text));
    const token = new URL(String(landing.headers.location), testOrigin).searchParams.get('token');
    expect((await send('POST', '/api/auth/reset-password', { newPassword: 'new-secret', token: String(token) })).statusCode).toBe(200);
    expect(await endsWithin(stream, 2000)).toBe(true);
  });
});

describe('a session that ends while its stream is being opened', () => {
  it('ends the stream as it is added, since the session was checked before', () => {
    const ends: string[] = [];
    const streamOf = (name: string): EventStream => ({ send() {}, onClose() {}, end: () => ends.push(name) });
    const streams = createSessionStreams(maxStreamsPerUser);
    streams.endSession('user-1', 'session-a');
    streams.add('user-1', 'session-a', streamOf('late'));
    streams.add('user-1', 'session-b', streamOf('other session'));
    expect(ends).toEqual(['late']);
  });
});
