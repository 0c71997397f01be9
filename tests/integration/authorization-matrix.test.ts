import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import { operators } from '@server/db/schema/admin';
import type { TestUser } from '@tests/factories/users';
import { openEventStream } from '@tests/setup/event-stream-reader';
import { startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { importAliases } from '@scripts/import-aliases.mjs';
import { createFixtures, type Fixtures } from './authorization-matrix-fixtures';
import { authorizationMatrix, type Answer, type Caller, type MatrixRequest, type MatrixRow, type Read } from './authorization-matrix';

let testApp: TestApp;
let sms: SmsReceiver;
let baseUrl: string;
/** For the rows that change nothing of the owner's: one set, used by all of them. A row that does (or asks) gets a set of its own. */
let shared: Fixtures;
/** Every operator the fixtures made (as the command line does): the only operators the market may have. */
const madeOperators = new Set<string>();

async function newFixtures(): Promise<Fixtures> {
  const fixtures = await createFixtures(testApp.app, testApp.database.db);
  for (const operator of [fixtures.operator, fixtures.colleague]) madeOperators.add(operator.id);
  return fixtures;
}

beforeAll(async () => {
  // Text messages go to a local gateway, so the phone routes do their whole work here.
  sms = await startSmsReceiver();
  testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  shared = await newFixtures();
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

/**
 * The status a caller must get. An operator gets what the other user gets outside the console (the role gives no
 * power there) and what the owner, another operator, gets on it; a row says otherwise only where that rightly differs.
 */
function expectedStatus(row: MatrixRow, caller: Caller): number | undefined {
  if (caller !== 'operator') return row.answers[caller];
  return row.answers.operator ?? (row.owner === 'operator' ? row.answers.owner : row.answers.other);
}

/** Who a caller is on a row, for a failure's message. */
function callerName(row: MatrixRow, caller: Caller): string {
  const owner = row.owner ?? 'buyer';
  const names: Record<Caller, string> = {
    owner: `the owner (the ${owner})`,
    other: 'another signed-in user',
    operator: owner === 'operator' ? 'another operator' : 'an operator',
    none: 'nobody',
    party: `the party (the ${owner === 'seller' ? 'buyer' : 'seller'})`,
  };
  return names[caller];
}

/** The server's source files, tests left out. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('the authorization matrix', () => {
  it('has a row for every route the app answers, and none for a route it does not', () => {
    const routes = testApp.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(new Set(routes).size, 'a route registered twice').toBe(routes.length);
    expect(Object.keys(authorizationMatrix).sort()).toEqual([...routes].sort());
  });

  it.each(Object.entries(authorizationMatrix))('%s', async (key, row: MatrixRow) => {
    const method = key.split(' ')[0] as HTTPMethods;
    const changes = method !== 'GET';
    const owner = row.owner ?? 'buyer';
    const onConsole = owner === 'operator';
    // Another operator's change on the console is made on fixtures of its own: made after the owner's, it would find
    // the change made (a hidden listing restored), and before it, it would be the change the owner's is checked by.
    const colleagueApart = onConsole && changes;
    const [fixtures, colleagueFixtures] = await Promise.all([
      row.ownerData || row.ownFixtures ? newFixtures() : shared,
      colleagueApart ? newFixtures() : undefined,
    ]);
    const userOf = (f: Fixtures, caller: Caller): TestUser | null =>
      ({
        owner: f[owner],
        other: f.stranger,
        operator: onConsole ? f.colleague : f.operator,
        none: null,
        party: f[owner === 'seller' ? 'buyer' : 'seller'],
      })[caller];

    async function ask(f: Fixtures, caller: Caller) {
      const as = `${key} as ${callerName(row, caller)}`;
      const answer = await send(method, await row.request(f), userOf(f, caller));
      expect(answer.status, `${as}: ${excerpt(answer)}`).toBe(expectedStatus(row, caller));
      if (row.ownersOnly && answer.status < 300) {
        const holds = row.ownersOnly(f, answer);
        expect(holds, `${as}: the answer ${holds ? 'holds' : 'lacks'} the owner's things: ${excerpt(answer)}`).toBe(caller === 'owner');
      }
    }

    const others: Caller[] = [
      'other',
      ...(colleagueApart ? [] : ['operator' as const]),
      'none',
      ...(row.answers.party === undefined ? [] : ['party' as const]),
    ];
    // A read asks as the owner first, so an answer kept for the owner and given to another would show; a change
    // asks as the owner last, after checking the others changed nothing of theirs.
    const order: Caller[] = changes ? [...others, 'owner'] : ['owner', ...others];
    const before = await row.ownerData?.(fixtures, read);

    for (const caller of order) {
      await ask(fixtures, caller);
      if (row.ownerData && caller !== 'owner') {
        expect(await row.ownerData(fixtures, read), `${key}: the owner's data after ${callerName(row, caller)}'s call`).toEqual(before);
      }
    }

    if (row.ownerData) {
      const after = await row.ownerData(fixtures, read);
      expect(after, `${key}: the owner's call changes what is read as the owner's data`).not.toEqual(before);
    }

    if (colleagueFixtures) {
      const colleagueBefore = await row.ownerData?.(colleagueFixtures, read);
      await ask(colleagueFixtures, 'operator');
      if (row.ownerData) {
        const after = await row.ownerData(colleagueFixtures, read);
        expect(after, `${key}: another operator's call changes what the owner's does`).not.toEqual(colleagueBefore);
      }
    }
  });

  // Operators are named on the server's command line (`npm run operator`, carried out over the control socket in
  // DATA_DIR while the server runs), never through the web: no operator can make, unmake or change another.
  it('gives no route the power to make or unmake an operator', async () => {
    const serverRoot = importAliases['@server'];
    const givesOrTakesTheRole = /\b(addOperator|removeOperator|runOperatorCommand|insertOperator|deleteOperator)\b/;
    const naming = serverSources(serverRoot)
      .filter((file) => givesOrTakesTheRole.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverRoot, file))
      .sort();
    expect(naming, 'the server files that name what gives or takes the role').toEqual([
      path.join('db', 'backup-control.ts'),
      'main.ts',
      path.join('modules', 'admin', 'admin.repository.ts'),
      path.join('modules', 'admin', 'admin.service.ts'),
    ]);
    // Every route has been called by every caller above, operators included: the market's operators are still only
    // the ones the fixtures made.
    const now = await testApp.database.db.select({ userId: operators.userId }).from(operators);
    expect(now.map((operator) => operator.userId).sort()).toEqual([...madeOperators].sort());
  });
});
