import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError, startWarnings } from './env';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'govi-env-'));

describe('loadSettings', () => {
  it('needs nothing: defaults for every setting, a secret generated and kept under DATA_DIR', () => {
    const dataDir = tempDir();
    const settings = loadSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      currency: 'LKR',
      orderLimits: { maxOrdersPerHour: 10, maxPendingOrders: 5 },
      newAccountDays: 7,
      maxConnectionsPerAddress: 64,
    });
    expect(settings.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(settings.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(settings.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSettings({ DATA_DIR: dataDir }).authSecret).toBe(settings.authSecret);
  });

  it('chooses how text messages leave: a webhook, Notify.lk, the log, or none', () => {
    const dataDir = tempDir();
    expect(loadSettings({ DATA_DIR: dataDir }).sms).toBeUndefined();
    expect(loadSettings({ DATA_DIR: dataDir, SMS_WEBHOOK_URL: 'https://sms.example/send' }).sms).toEqual({
      provider: 'webhook',
      url: 'https://sms.example/send',
    });
    expect(
      loadSettings({ DATA_DIR: dataDir, NOTIFY_LK_USER_ID: '1234', NOTIFY_LK_API_KEY: 'key-0123456789', NOTIFY_LK_SENDER_ID: 'GoviMarket' })
        .sms,
    ).toEqual({ provider: 'notify-lk', userId: '1234', apiKey: 'key-0123456789', senderId: 'GoviMarket', url: 'https://app.notify.lk' });
    expect(loadSettings({ DATA_DIR: dataDir, SMS_PROVIDER: 'console', NODE_ENV: 'development' }).sms).toEqual({ provider: 'console' });
  });

  it('reads every setting', () => {
    const settings = loadSettings({
      PORT: '8080',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/govi',
      PUBLIC_URL: 'https://govi.example/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      CURRENCY: 'USD',
      AUTH_SECRET: 'a'.repeat(40),
      MAX_ORDERS_PER_HOUR: '30',
      MAX_PENDING_ORDERS: '12',
      NEW_ACCOUNT_DAYS: '0',
      MAX_CONNECTIONS_PER_ADDRESS: '200',
      SELLER_REQUESTS_PER_MINUTE: '600',
    });
    expect(settings).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db.internal:5432/govi',
      publicUrl: 'https://govi.example',
      trustedOrigins: ['https://govi.example'],
      smtpUrl: 'smtps://user:pass@mail.example:465',
      currency: 'USD',
      authSecret: 'a'.repeat(40),
      mailFrom: 'Govi Market <no-reply@govi.example>',
      supportEmail: 'support@govi.example',
      orderLimits: { maxOrdersPerHour: 30, maxPendingOrders: 12 },
      newAccountDays: 0,
      maxConnectionsPerAddress: 200,
      sellerRequestsPerMinute: 600,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty": must be a whole number'],
    [{ PORT: '70000' }, 'PORT="70000": must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL=(hidden): must be a postgres:// or postgresql:// URL'],
    [{ PUBLIC_URL: 'govi.example' }, 'PUBLIC_URL="govi.example": must be an http:// or https:// URL'],
    [{ SMTP_URL: 'http://user:pw@mail' }, 'SMTP_URL=(hidden): must be an smtp:// or smtps:// URL'],
    [{ CURRENCY: 'rupees' }, 'CURRENCY="rupees": must be a three-letter ISO 4217 code such as LKR'],
    [{ CURRENCY: 'XYZ' }, 'CURRENCY="XYZ": is not a currency this runtime knows'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET=(hidden): must be at least 32 characters'],
    [{ MAX_ORDERS_PER_HOUR: 'ten' }, 'MAX_ORDERS_PER_HOUR="ten": must be a whole number'],
    [{ MAX_ORDERS_PER_HOUR: '0' }, 'MAX_ORDERS_PER_HOUR="0": must be at least 1'],
    [{ MAX_PENDING_ORDERS: '2.5' }, 'MAX_PENDING_ORDERS="2.5": must be a whole number'],
    [{ NEW_ACCOUNT_DAYS: '1.5' }, 'NEW_ACCOUNT_DAYS="1.5": must be a whole number of days'],
    [{ NEW_ACCOUNT_DAYS: '91' }, 'NEW_ACCOUNT_DAYS="91": must be at most 90'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '-1' }, 'MAX_CONNECTIONS_PER_ADDRESS="-1": must be 0 (no cap) or more'],
    [{ SELLER_REQUESTS_PER_MINUTE: '5' }, 'SELLER_REQUESTS_PER_MINUTE="5": must be at least 10'],
    [{ SMS_WEBHOOK_URL: 'ftp://sms.example' }, 'SMS_WEBHOOK_URL=(hidden): must be an http:// or https:// URL'],
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER="twilio": must be console'],
    [{ SMS_PROVIDER: 'console', NODE_ENV: 'production' }, 'SMS_PROVIDER="console": console writes codes and messages to the log'],
    [
      { NOTIFY_LK_USER_ID: '1234', NOTIFY_LK_API_KEY: 'key-0123456789' },
      'NOTIFY_LK_SENDER_ID="": must be set with NOTIFY_LK_USER_ID, NOTIFY_LK_API_KEY',
    ],
    [{ NOTIFY_LK_API_KEY: 'short' }, 'NOTIFY_LK_API_KEY=(hidden): must be the API key'],
    [
      { SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_PROVIDER: 'console' },
      'SMS_PROVIDER="console": choose one way to send text messages, not SMS_WEBHOOK_URL and SMS_PROVIDER',
    ],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY="true": trusting every X-Forwarded-For entry lets any client choose its own address'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY="yes": must be false, the number of proxies in front of the app (e.g. 1)'],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.0/33' }, 'TRUST_PROXY="10.0.0.1, 10.0.0.0/33": must be false, the number of proxies'],
  ])('names the bad value in %j', (env, message) => {
    expect(() => loadSettings({ DATA_DIR: tempDir(), ...env })).toThrow(SettingsError);
    expect(() => loadSettings({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.10,fd00::/8', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads %j as %j', (value, trustProxy) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadSettings({ DATA_DIR: tempDir(), ...env }).trustProxy).toEqual(trustProxy);
  });
});

describe('settings errors', () => {
  it('never repeat a secret value', () => {
    let thrown: unknown;
    try {
      loadSettings({ DATA_DIR: tempDir(), AUTH_SECRET: 'hunter2', SMTP_URL: 'ftp://user:pa55@mail' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SettingsError);
    // Both bad values are named, so the message is about them, yet neither value appears.
    expect(String(thrown)).toContain('AUTH_SECRET=(hidden)');
    expect(String(thrown)).toContain('SMTP_URL=(hidden)');
    expect(String(thrown)).not.toContain('hunter2');
    expect(String(thrown)).not.toContain('pa55');
  });
});

describe('the photo bucket (S3_*)', () => {
  const load = (env: Record<string, string>) => loadSettings({ DATA_DIR: tempDir(), ...env });

  it('keeps photos on the disk when S3_BUCKET is not set', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it('reads a whole set', () => {
    const settings = load({
      S3_BUCKET: 'govi-photos',
      S3_ENDPOINT: 'https://objects.example.lk/',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(settings.s3).toEqual({
      bucket: 'govi-photos',
      endpoint: 'https://objects.example.lk',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'govi-photos' }, { endpoint: undefined, region: 'us-east-1', credentials: undefined, forcePathStyle: false }],
    [
      { S3_BUCKET: 'govi-photos', S3_ENDPOINT: 'http://127.0.0.1:9000' },
      { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
    ],
    [{ S3_BUCKET: 'govi.photos', S3_ENDPOINT: 'http://s3.local', S3_FORCE_PATH_STYLE: '0' }, { forcePathStyle: false }],
    [
      { S3_BUCKET: 'govi-photos', S3_FORCE_PATH_STYLE: '1' },
      { endpoint: undefined, forcePathStyle: true },
    ],
  ])('fills in %j: AWS in us-east-1 with the SDK’s own credentials, the path style for another server', (env, expected) => {
    expect(load(env).s3).toMatchObject(expected);
  });

  it.each([
    [{ S3_BUCKET: 'Govi_Photos' }, 'S3_BUCKET="Govi_Photos": must be a bucket name'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET="ab": must be a bucket name'],
    [{ S3_BUCKET: 'govi', S3_ENDPOINT: 'objects.example.lk' }, 'S3_ENDPOINT="objects.example.lk": must be an http:// or https:// URL'],
    [
      { S3_BUCKET: 'govi', S3_ENDPOINT: 'ftp://objects.example.lk' },
      'S3_ENDPOINT="ftp://objects.example.lk": must be an http:// or https:// URL',
    ],
    [{ S3_BUCKET: 'govi', S3_ENDPOINT: 'https://key:s3cr3t@objects.example.lk' }, 'S3_ENDPOINT=(hidden): must not hold credentials'],
    [
      { S3_BUCKET: 'govi', S3_ENDPOINT: 'https://objects.example.lk/?region=x' },
      'S3_ENDPOINT="https://objects.example.lk/?region=x": must not have a query string (?…) or a fragment (#…)',
    ],
    [
      { S3_BUCKET: 'govi', S3_ENDPOINT: 'https://objects.example.lk?' },
      'S3_ENDPOINT="https://objects.example.lk?": must not have a query string (?…) or a fragment (#…)',
    ],
    [
      { S3_BUCKET: 'govi', S3_ENDPOINT: 'https://objects.example.lk/#photos' },
      'S3_ENDPOINT="https://objects.example.lk/#photos": must not have a query string (?…) or a fragment (#…)',
    ],
    [{ S3_BUCKET: 'govi', S3_REGION: 'EU West' }, 'S3_REGION="EU West": must be a region name such as eu-west-1'],
    [{ S3_BUCKET: 'govi', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE="yes": must be true or false'],
    [{ S3_BUCKET: 'govi', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'S3_SECRET_ACCESS_KEY=(hidden): must be set with S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'govi', S3_SECRET_ACCESS_KEY: 's3cr3t' }, 'S3_ACCESS_KEY_ID=(hidden): must be set with S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET="": must be set when S3_ENDPOINT is (to keep photos in a bucket)'],
    [
      { S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 's3cr3t' },
      'S3_BUCKET="": must be set when S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => load(env)).toThrow(SettingsError);
    expect(() => load(env)).toThrow(message);
  });

  it('never repeats the keys', () => {
    let thrown: unknown;
    try {
      load({
        S3_BUCKET: 'Bad Bucket',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
        S3_REGION: 'nowhere land',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SettingsError);
    expect(String(thrown)).toContain('S3_BUCKET="Bad Bucket"');
    expect(String(thrown)).not.toContain('AKIAEXAMPLEKEY');
    expect(String(thrown)).not.toContain('wJalrXUtnFEMI');
  });
});

describe('startWarnings', () => {
  const warningsFor = (env: Record<string, string>) => startWarnings(loadSettings({ DATA_DIR: tempDir(), ...env }));

  // A client reaching the instance directly, past the proxy, would write the X-Forwarded-For entry it is known by.
  it.each(['0.0.0.0', '::'])('warns when a proxy is trusted while listening on every interface (HOST=%s)', (host) => {
    expect(warningsFor({ TRUST_PROXY: '1', HOST: host }).join('\n')).toMatch(/TRUST_PROXY is set while HOST=.* listens on every interface/);
    expect(warningsFor({ TRUST_PROXY: '10.0.0.5' }).join('\n')).toMatch(/TRUST_PROXY is set while HOST=0\.0\.0\.0/);
  });

  it('says nothing of it without a proxy, or bound to one interface', () => {
    expect(warningsFor({})).toEqual([]);
    expect(warningsFor({ TRUST_PROXY: '1', HOST: '10.0.0.12' })).toEqual([]);
    expect(warningsFor({ TRUST_PROXY: '1', HOST: '127.0.0.1' })).toEqual([]);
  });

  it('warns of a secret of its own on a shared database', () => {
    expect(warningsFor({ DATABASE_URL: 'postgres://app@db.internal:5432/govi' }).join('\n')).toMatch(/AUTH_SECRET is not set/);
  });
});
