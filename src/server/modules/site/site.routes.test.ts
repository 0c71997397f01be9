import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '@tests/factories/images';
import { multipart } from '@scripts/lib/multipart-body';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { CURRENCY: 'LKR' } });
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe('pages', () => {
  it.each([
    ['/', 'Fresh from Sri Lankan farms | Govi Market'],
    ['/about', 'About Us | Govi Market'],
    ['/support', 'Help Centre | Govi Market'],
    ['/browse', 'Browse Products | Govi Market'],
  ])('%s is served with its title, description, keywords and social tags', async (path, title) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'name', 'description')).toBeTruthy();
    expect(meta(html, 'name', 'keywords')).toContain('Sri Lanka');
    expect(meta(html, 'property', 'og:title')).toBe(title);
    expect(meta(html, 'name', 'twitter:title')).toBe(title);
    expect(meta(html, 'property', 'og:url')).toBe(`http://localhost:3000${path}`);
    expect(meta(html, 'name', 'robots')).toBeUndefined();
  });

  it.each(['/auth', '/cart', '/checkout', '/orders', '/seller-dashboard', '/order-confirmation/abc'])(
    '%s is private: noindex',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(meta(response.body, 'name', 'robots')).toBe('noindex, nofollow');
    },
  );

  it('answers an unknown path with a real 404 and the not-found page', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page Not Found | Govi Market</title>');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers an unknown API path with JSON 404', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' } });
  });

  it('writes the head in the language the reader chose', async () => {
    const tamil = (await get('/about', { cookie: 'lang=ta' })).body;
    expect(tamil).toContain('<html lang="ta"');
    expect(tamil).toContain('<title>எங்களைப் பற்றி | Govi Market</title>');
    const sinhala = (await get('/support', { cookie: 'lang=si' })).body;
    expect(sinhala).toContain('<title>සහාය මධ්‍යස්ථානය | Govi Market</title>');
    expect(meta(sinhala, 'name', 'description')).toMatch(/^Govi Market හි/);
    const unknown = (await get('/', { cookie: 'lang=xx' })).body;
    expect(unknown).toContain('<html lang="en"');
    expect(unknown).toContain('<title>Fresh from Sri Lankan farms | Govi Market</title>');
  });

  it('passes the public settings to the web app, escaped', async () => {
    const html = (await get('/')).body;
    expect(meta(html, 'name', 'govi-settings')).toBe(
      '{&quot;currency&quot;:&quot;LKR&quot;,&quot;mailEnabled&quot;:false,&quot;smsEnabled&quot;:false,&quot;demoMarket&quot;:false}',
    );
  });

  it('escapes the path it writes into the head', async () => {
    const response = await get('/x\'y"z');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('content="http://localhost:3000/x&#39;y%22z"');
  });

  it('sends security headers and a request id', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt pointing at the sitemap and keeping private pages out', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /checkout');
  });

  it('lists the public pages in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    for (const path of ['/', '/browse', '/about', '/support']) {
      expect(response.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(response.body).not.toContain('/checkout');
  });
});

describe('health', () => {
  it('reports the database reachable', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { engine: testApp.database.engine, reachable: true },
    });
  });
});

describe('a listed product', () => {
  it('previews in a shared link with its title, price, place and photo, and is in the sitemap', async () => {
    const seller = await createUser(testApp.app);
    const product = {
      title: 'Ceylon cinnamon quills',
      description: 'Alba grade, hand rolled.',
      priceCents: 450_000,
      unit: 'kg',
      category: 'herbs-spices',
      district: 'matara',
      town: 'Akuressa',
    };
    const body = multipart({ product: JSON.stringify(product) }, [{ name: 'cinnamon.jpg', bytes: await makeImage('jpeg') }]);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...body.headers, origin: 'http://localhost:3000', cookie: seller.cookie },
      payload: body.payload,
    });
    const { id, photos } = created.json();

    const html = (await get(`/product/${id}`)).body;
    expect(html).toContain('<title>Ceylon cinnamon quills | Govi Market</title>');
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:description')).toBe('Rs\u00A04,500.00 per kg · Akuressa, Matara. Alba grade, hand rolled.');
    expect(meta(html, 'property', 'og:image')).toBe(`http://localhost:3000${photos[0].fullUrl}`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta((await get(`/product/${id}`, { cookie: 'lang=ta' })).body, 'property', 'og:description')).toMatch(
      /ஒரு கிலோவுக்கு · Akuressa, மாத்தறை/,
    );

    expect((await get('/sitemap.xml')).body).toContain(`<loc>http://localhost:3000/product/${id}</loc>`);

    // Hidden again: no preview, and out of the sitemap.
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { origin: 'http://localhost:3000', cookie: seller.cookie },
      payload: { status: 'draft' },
    });
    const hidden = (await get(`/product/${id}`)).body;
    expect(hidden).not.toContain('Ceylon cinnamon quills');
    expect(meta(hidden, 'property', 'og:type')).toBe('website');
    expect((await get('/sitemap.xml')).body).not.toContain(id);
  });
});

describe('a product the reader may not see', () => {
  function expectNotFoundPage(response: { statusCode: number; body: string }) {
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page Not Found | Govi Market</title>');
    expect(meta(response.body, 'name', 'robots')).toBe('noindex, nofollow');
    expect(response.body).not.toContain('rel="canonical"');
  }

  it('answers an unknown product, or an id that is no product id, with the not-found page and 404', async () => {
    expectNotFoundPage(await get('/product/7d3f1c2e-58a1-4f0e-9c55-3b7a1d2e4f60'));
    expectNotFoundPage(await get('/product/not-an-id'));
  });

  it('answers a draft with 404 to everyone but its seller, who sees its page kept out of search engines', async () => {
    const seller = await createUser(testApp.app);
    const stranger = await createUser(testApp.app);
    const draft = {
      title: 'Unripe jak',
      description: 'Not ready yet.',
      priceCents: 20_000,
      unit: 'kg',
      category: 'fruits',
      district: 'kandy',
      status: 'draft',
    };
    const body = multipart({ product: JSON.stringify(draft) });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...body.headers, origin: 'http://localhost:3000', cookie: seller.cookie },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    for (const cookie of [undefined, stranger.cookie]) {
      const response = await get(`/product/${id}`, cookie ? { cookie } : {});
      expectNotFoundPage(response);
      expect(response.body).not.toContain('Unripe jak');
    }

    const own = await get(`/product/${id}`, { cookie: seller.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<title>Unripe jak | Govi Market</title>');
    expect(meta(own.body, 'name', 'robots')).toBe('noindex, nofollow');
  });
});
