import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { placeOrderSchema } from '@domain/orders/order.schema';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { authorizationMatrix } from '@tests/integration/authorization-matrix';
import { sessionCookieName } from '@server/modules/auth/session-cookie';
import { openApiDocumentPath, sessionSecurityScheme } from './openapi';

type Schema = { type?: string; required?: string[]; properties?: Record<string, unknown>; $ref?: string };
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
  tags?: string[];
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: openApiDocumentPath });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});

afterAll(async () => {
  await testApp.close();
});

/** `/api/products/:id/photos/:photoId` as OpenAPI writes it: `/api/products/{id}/photos/{photoId}`. */
function openApiPath(url: string) {
  return url.replace(/:(\w+)/g, '{$1}');
}

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, operation })),
  );
}

function apiRoutes() {
  return testApp.app.routeTable.filter((route) => route.url.startsWith('/api/'));
}

describe('the OpenAPI document at /api/docs', () => {
  it('describes every API route the app answers, and nothing else', () => {
    const routes = apiRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(routes.length).toBeGreaterThan(40);
    expect(
      operations()
        .map((operation) => operation.key)
        .sort(),
    ).toEqual([...routes].sort());
  });

  it('is an OpenAPI 3.1 document in shape: info, paths with their parameters and responses, components that resolve', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Govi Market API', version: expect.any(String) });
    expect(document.components.securitySchemes[sessionSecurityScheme]).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' }),
    );
    for (const { key, path, operation } of operations()) {
      // Each {name} in the path is a required path parameter, and no other path parameter is declared.
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), key).toEqual(inPath);
      for (const parameter of declared) expect(parameter.required, `${key} ${parameter.name}`).toBe(true);
      for (const parameter of operation.parameters ?? []) expect(['path', 'query', 'header', 'cookie'], key).toContain(parameter.in);

      const statuses = Object.keys(operation.responses);
      // A link opened in a browser succeeds with a redirect.
      expect(
        statuses.some((status) => /^(2\d\d|302)$/.test(status)),
        `${key} has a success answer`,
      ).toBe(true);
      for (const status of statuses) expect(status, key).toMatch(/^([1-5]\d\d|default)$/);
      for (const answer of Object.values(operation.responses)) expect(answer.description, key).toEqual(expect.any(String));
    }
    const text = JSON.stringify(document);
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] as string);
    expect(references.length).toBeGreaterThan(0);
    for (const name of references) expect(document.components.schemas, name).toHaveProperty([name]);
    // Every named schema is used: none is listed only because it exists.
    expect(Object.keys(document.components.schemas).sort()).toEqual([...new Set(references)].sort());
  });

  it('gives the place-order body as the zod schema the route validates it with', () => {
    const operation = document.paths['/api/orders']?.post;
    const body = operation?.requestBody?.content['application/json']?.schema;
    const fromZod = z.toJSONSchema(placeOrderSchema, { io: 'input' }) as Schema;
    expect(operation?.requestBody?.required).toBe(true);
    expect(body?.required?.sort()).toEqual(['deliveryAddress', 'district', 'idempotencyKey', 'items', 'phoneNumber']);
    expect(body?.required?.sort()).toEqual(fromZod.required?.sort());
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(Object.keys(placeOrderSchema.shape).sort());
    expect(body).toMatchObject({ additionalProperties: false });
    // The answer is the order, described once and referred to.
    expect(operation?.responses['201']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Order' });
  });

  it('names the cookie that signing in sets', async () => {
    const user = await createUser(testApp.app);
    const scheme = document.components.securitySchemes[sessionSecurityScheme];
    expect(scheme?.name).toBe(sessionCookieName(testApp.settings.publicUrl));
    expect(user.cookie).toContain(`${scheme?.name}=`);
  });

  it('says that the links in the e-mails answer with a redirect', async () => {
    const links = {
      '/api/auth/verify-email': '/api/auth/verify-email?token=not-a-token&callbackURL=/',
      '/api/auth/reset-password/{token}': '/api/auth/reset-password/not-a-token?callbackURL=/reset-password',
    };
    for (const [path, url] of Object.entries(links)) {
      const redirect = document.paths[path]?.get?.responses['302'];
      expect(redirect?.description, path).toEqual(expect.any(String));
      expect(redirect?.headers, path).toHaveProperty('location');
      expect(redirect?.content, path).toBeUndefined();
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(302);
    }
  });

  it('gives path parameters and query strings from the routes’ schemas', () => {
    const photo = document.paths['/api/products/{id}/photos/{photoId}']?.delete;
    expect(photo?.parameters?.map((parameter) => [parameter.in, parameter.name, parameter.schema.type])).toEqual([
      ['path', 'id', 'string'],
      ['path', 'photoId', 'string'],
    ]);
    const browse = document.paths['/api/products']?.get;
    const query = browse?.parameters?.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    expect(query).toEqual(expect.arrayContaining(['q', 'category', 'district', 'sort', 'page']));
  });

  it('says which routes need a session, as the authorization matrix finds them', () => {
    for (const { key, operation } of operations()) {
      const [method, path] = key.split(' ') as [string, string];
      const route = apiRoutes().find((candidate) => candidate.method === method && openApiPath(candidate.url) === path);
      const row = route && authorizationMatrix[`${route.method} ${route.url}`];
      expect(row, `${key} has a row in the authorization matrix`).toBeDefined();
      const needsSession = row?.answers.none === 401;
      if (needsSession) {
        expect(operation.security, key).toEqual([{ [sessionSecurityScheme]: [] }]);
        expect(operation.responses['401'], key).toBeDefined();
      } else {
        // None, or "none or the session" for a route whose answer a session changes.
        expect([[], [{}, { [sessionSecurityScheme]: [] }]], key).toContainEqual(operation.security);
      }
    }
  });

  it('is public, the same for everyone, and kept by browsers and proxies for a few minutes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: openApiDocumentPath, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
