import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import type { TestUser } from '@tests/factories/users';
import { openEventStream } from '@tests/setup/event-stream-reader';
import { startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { createFixtures, type Fixtures } from './authorization-matrix-fixtures';
import { authorizationMatrix, type Answer, type Caller, type MatrixRequest, type MatrixRow, type Read } from './authorization-matrix';

let testApp: TestApp;
let sms: SmsReceiver;
let baseUrl: string;
/** For the rows that change nothing of the owner's: one set, used by all of them. A row that does (or asks) gets a set of its own. */
let shared: Fixtures;

beforeAll(async () => {
  // Text messages go to a local gateway, so the phone routes do their whole work here.
  sms = await startSmsReceiver();
  testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  shared = await createFixtures(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
  await sms.close();
});

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const read: Read = async (user, url) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  return { status: response.statusCode, body: parsed(response.body) };
};

/**
 * An event stream, read over a real connection until it has sent every notification its caller has (the stream
 * replays them all from `lastEventId=0`), so the answer holds all that the caller can see.
 */
async function readStream(request: MatrixRequest, user: TestUser | null): Promise<Answer & { status: number }> {
  const stream = await openEventStream(`${baseUrl}${request.url}`, { origin: testOrigin, ...(user && { cookie: user.cookie }) });
  try {
    if (stream.status !== 200 || !user) {
      const text = await stream.ended;
      return { status: stream.status, text, json: parsed(text) };
    }
    const own = (await read(user, '/api/notifications')).body as NotificationsPage;
    const waitingFor = new Set(own.notifications.map((notification) => notification.id));
    expect(waitingFor.size, 'the caller has notifications to wait for').toBeGreaterThan(0);
    const events: string[] = [];
    while (waitingFor.size > 0) {
      const event = await stream.next(5_000);
      events.push(event.data);
      waitingFor.delete((JSON.parse(event.data) as { id: string }).id);
    }
    return { status: stream.status, text: events.join('\n'), json: events.map((data) => parsed(data)) };
  } finally {
    stream.close();
  }
}

async function send(method: HTTPMethods, request: MatrixRequest, user: TestUser | null): Promise<Answer & { status: number }> {
  if (request.stream) return readStream(request, user);
  const response = await testApp.app.inject({
    method,
    url: request.url,
    ...(request.payload !== undefined && { payload: request.payload }),
    headers: { origin: testOrigin, ...request.headers, ...(user && { cookie: user.cookie }) },
  });
  return { status: response.statusCode, text: response.body, json: parsed(response.body) };
}

function excerpt(answer: Answer) {
  return answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
}

describe('the authorization matrix', () => {
  it('has a row for every route the app answers, and none for a route it does not', () => {
    const routes = testApp.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(new Set(routes).size, 'a route registered twice').toBe(routes.length);
    expect(Object.keys(authorizationMatrix).sort()).toEqual([...routes].sort());
  });

  it.each(Object.entries(authorizationMatrix))('%s', async (key, row: MatrixRow) => {
    const [method, path] = key.split(' ') as [HTTPMethods, string];
    const changes = method !== 'GET';
    const fixtures = row.ownerData || row.ownFixtures ? await createFixtures(testApp.app, testApp.database.db) : shared;
    const owner = row.owner ?? 'buyer';
    const callers: Record<Caller, TestUser | null> = {
      owner: fixtures[owner],
      other: fixtures.stranger,
      none: null,
      party: fixtures[owner === 'seller' ? 'buyer' : 'seller'],
    };
    const others: Caller[] = ['other', 'none', ...(row.answers.party === undefined ? [] : ['party' as const])];
    // A read asks as the owner first, so an answer kept for the owner and given to another would show; a change
    // asks as the owner last, after checking the others changed nothing of theirs.
    const order: Caller[] = changes ? [...others, 'owner'] : ['owner', ...others];
    const before = await row.ownerData?.(fixtures, read);

    for (const caller of order) {
      const answer = await send(method, await row.request(fixtures), callers[caller]);
      expect(answer.status, `${caller} ${method} ${path}: ${excerpt(answer)}`).toBe(row.answers[caller]);
      if (row.ownersOnly && answer.status < 300) {
        expect(row.ownersOnly(fixtures, answer), `${caller}'s answer holds the owner's things: ${excerpt(answer)}`).toBe(
          caller === 'owner',
        );
      }
      if (row.ownerData && caller !== 'owner') {
        expect(await row.ownerData(fixtures, read), `the owner's data after ${caller}'s call`).toEqual(before);
      }
    }

    if (row.ownerData) {
      const after = await row.ownerData(fixtures, read);
      expect(after, "the owner's call changes what is read as the owner's data").not.toEqual(before);
    }
  });
});
