import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { onboarding } from '@server/db/schema/onboarding';

describe('onboarding API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, user: TestUser | null, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        origin: testOrigin,
        ...(user && { cookie: user.cookie }),
        ...(payload !== undefined && { 'content-type': 'application/json' }),
      },
      ...(payload !== undefined && { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  const read = (user: TestUser | null) => call('GET', '/api/onboarding', user);
  const patch = (user: TestUser | null, payload: unknown) => call('PATCH', '/api/onboarding', user, payload);
  const dismiss = (user: TestUser | null, payload: unknown) => call('POST', '/api/onboarding/dismissals', user, payload);

  const rowOf = async (userId: string) => {
    const [row] = await testApp.database.db.select().from(onboarding).where(eq(onboarding.userId, userId));
    return row;
  };
  /** The same user signed in once more (another device, or a new browser session): a session of its own. */
  const signInAgain = async (user: TestUser): Promise<TestUser> => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testOrigin },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = [login.headers['set-cookie']]
      .flat()
      .map((each) => String(each).split(';')[0])
      .join('; ');
    return { ...user, cookie };
  };
  const fieldsOf = (body: { error: { fields?: { path: string }[] } }) => body.error.fields?.map((field) => field.path) ?? [];

  it('makes the record on the first read: not completed, step 1, no user type, nothing dismissed', async () => {
    const user = await createUser(testApp.app);
    expect(await rowOf(user.id)).toBeUndefined();
    const response = await read(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completed: false, step: 1, userType: null, dismissedNotifications: [] });
    expect(await rowOf(user.id)).toMatchObject({ isCompleted: false, step: 1, userType: null });
  });

  it('answers every request as one user’s own, never for a shared cache to keep', async () => {
    const user = await createUser(testApp.app);
    const answers = [await read(user), await patch(user, { step: 2 }), await dismiss(user, { name: 'onboarding_reminder' })];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('answers concurrent first reads without failing, with one record', async () => {
    const user = await createUser(testApp.app);
    const responses = await Promise.all(Array.from({ length: 8 }, () => read(user)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const rows = await testApp.database.db.select().from(onboarding).where(eq(onboarding.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('stores steps one at a time and the chosen user type', async () => {
    const user = await createUser(testApp.app);
    for (const step of [2, 3, 2, 4, 5]) {
      const response = await patch(user, { step });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ step, completed: false });
    }
    const response = await patch(user, { userType: 'both' });
    expect(response.json()).toMatchObject({ userType: 'both', step: 5, completed: false });
    expect(await rowOf(user.id)).toMatchObject({ step: 5, userType: 'both', isCompleted: false });
  });

  it('accepts a PATCH before any read, making the record first', async () => {
    const user = await createUser(testApp.app);
    const response = await patch(user, { step: 3, userType: 'buyer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completed: false, step: 3, userType: 'buyer', dismissedNotifications: [] });
  });

  it('completing stores the user type and sets step 5', async () => {
    const user = await createUser(testApp.app);
    await patch(user, { step: 2 });
    const response = await patch(user, { completed: true, userType: 'seller' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ completed: true, step: 5, userType: 'seller' });
    expect(await rowOf(user.id)).toMatchObject({ isCompleted: true, step: 5, userType: 'seller' });
  });

  it('completing uses a user type stored earlier', async () => {
    const user = await createUser(testApp.app);
    await patch(user, { step: 3, userType: 'buyer' });
    const response = await patch(user, { completed: true, step: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ completed: true, step: 5, userType: 'buyer' });
  });

  it('refuses to complete without any user type, changing nothing', async () => {
    const user = await createUser(testApp.app);
    await patch(user, { step: 4 });
    const response = await patch(user, { completed: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(fieldsOf(response.json())).toEqual(['userType']);
    expect(await rowOf(user.id)).toMatchObject({ isCompleted: false, step: 4, userType: null });
  });

  it('keeps a completed record at step 5 but lets the user type change', async () => {
    const user = await createUser(testApp.app);
    await patch(user, { completed: true, userType: 'buyer' });
    const back = await patch(user, { step: 2 });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('conflict');
    expect(await rowOf(user.id)).toMatchObject({ isCompleted: true, step: 5 });
    expect((await patch(user, { step: 5 })).statusCode).toBe(200);
    const changed = await patch(user, { userType: 'both' });
    expect(changed.json()).toMatchObject({ completed: true, step: 5, userType: 'both' });
  });

  it.each([
    ['step 0', { step: 0 }, 'step'],
    ['step 6', { step: 6 }, 'step'],
    ['step 2.5', { step: 2.5 }, 'step'],
    ['a step as text', { step: '2' }, 'step'],
    ['an unknown user type', { userType: 'farmer' }, 'userType'],
    ['a user type in capitals', { userType: 'Buyer' }, 'userType'],
    ['completed false', { completed: false }, 'completed'],
    ['completing at another step', { completed: true, userType: 'buyer', step: 3 }, 'step'],
    ['an unknown field', { step: 2, isCompleted: true }, 'isCompleted'],
    ['someone else’s id', { step: 2, userId: 'someone' }, 'userId'],
    ['dismissed names through PATCH', { dismissedNotifications: ['onboarding_reminder'] }, 'dismissedNotifications'],
    ['an empty change', {}, 'body'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, payload, field) => {
    const user = await createUser(testApp.app);
    await patch(user, { step: 3, userType: 'buyer' });
    const before = await rowOf(user.id);
    const response = await patch(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(fieldsOf(response.json())).toContain(field);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const user = await createUser(testApp.app);
    const response = await patch(user, '{"step": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('stores a dismissal once, so it holds on every device and after reloads', async () => {
    const user = await createUser(testApp.app);
    const first = await dismiss(user, { name: 'onboarding_reminder' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ completed: false, step: 1, dismissedNotifications: ['onboarding_reminder'] });
    const again = await dismiss(user, { name: 'onboarding_reminder' });
    expect(again.json().dismissedNotifications).toEqual(['onboarding_reminder']);
    // A second session of the same user (another device) reads it.
    const otherDevice = await signInAgain(user);
    expect(otherDevice.cookie).not.toBe(user.cookie);
    expect((await read(otherDevice)).json().dismissedNotifications).toEqual(['onboarding_reminder']);
  });

  it('stores Skip for now with the account, so a new session of the same user does not open the wizard again', async () => {
    const user = await createUser(testApp.app);
    await patch(user, { step: 1 });
    const skipped = await dismiss(user, { name: 'onboarding_wizard' });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toEqual({ completed: false, step: 1, userType: null, dismissedNotifications: ['onboarding_wizard'] });
    // Dismissing the reminder later keeps both.
    expect((await dismiss(user, { name: 'onboarding_reminder' })).json().dismissedNotifications).toEqual([
      'onboarding_wizard',
      'onboarding_reminder',
    ]);
    const nextSession = await signInAgain(user);
    expect(nextSession.cookie).not.toBe(user.cookie);
    expect((await read(nextSession)).json().dismissedNotifications).toEqual(['onboarding_wizard', 'onboarding_reminder']);
    // Nobody else's record is touched.
    const other = await createUser(testApp.app);
    expect((await read(other)).json().dismissedNotifications).toEqual([]);
  });

  it.each([
    ['an unknown name', { name: 'new_order' }, 'name'],
    ['no name', {}, 'name'],
    ['an extra field', { name: 'onboarding_reminder', userId: 'x' }, 'userId'],
  ])('refuses a dismissal with %s, changing nothing', async (_case, payload, field) => {
    const user = await createUser(testApp.app);
    await read(user);
    const response = await dismiss(user, payload);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
    expect((await rowOf(user.id))?.dismissedNotifications).toEqual([]);
  });

  describe('without a session', () => {
    it.each([
      ['GET', () => read(null)],
      ['PATCH', () => patch(null, { step: 2 })],
      ['PATCH with a bad body', () => patch(null, { step: 9 })],
      ['POST dismissals', () => dismiss(null, { name: 'onboarding_reminder' })],
    ])('%s answers 401 and makes or changes nothing', async (_case, send) => {
      const before = await testApp.database.db.select().from(onboarding);
      const response = await send();
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
      expect(await testApp.database.db.select().from(onboarding)).toEqual(before);
    });

    it('refuses a session cookie that is not real', async () => {
      const response = await read({ id: 'x', email: 'x', password: 'x', cookie: 'better-auth.session_token=forged.value' });
      expect(response.statusCode).toBe(401);
    });
  });

  it('a user’s calls read and change only their own record', async () => {
    const a = await createUser(testApp.app);
    const b = await createUser(testApp.app);
    await patch(a, { step: 3, userType: 'seller' });
    const aBefore = await rowOf(a.id);

    expect((await read(b)).json()).toEqual({ completed: false, step: 1, userType: null, dismissedNotifications: [] });
    expect((await patch(b, { step: 4, userType: 'buyer' })).statusCode).toBe(200);
    expect((await dismiss(b, { name: 'onboarding_reminder' })).statusCode).toBe(200);
    expect((await patch(b, { completed: true })).json()).toMatchObject({ completed: true, userType: 'buyer' });
    // Naming A anywhere in the body is refused rather than obeyed.
    expect((await patch(b, { userId: a.id, step: 2 })).statusCode).toBe(400);

    expect(await rowOf(a.id)).toEqual(aBefore);
    expect((await read(a)).json()).toEqual({ completed: false, step: 3, userType: 'seller', dismissedNotifications: [] });
    expect(await rowOf(b.id)).toMatchObject({
      isCompleted: true,
      step: 5,
      userType: 'buyer',
      dismissedNotifications: ['onboarding_reminder'],
    });
  });
});
