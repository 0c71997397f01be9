import { describe, expect, it } from 'vitest';
import { common as si } from '@web/locales/si/common';
import { offlinePage } from './offline-page';

describe('the page for a page never saved, offline', () => {
  it('says so in the reader language and links each saved page, its address written safely', () => {
    const html = offlinePage({
      language: 'si',
      texts: si,
      saved: [{ path: '/product/1?q="><script>', title: 'රතු ළූණු | Govi Market' }],
      styleSheet: '/assets/index-a.css',
    });
    expect(html).toContain('<html lang="si">');
    expect(html).toContain(`<h1 class="mt-6 text-2xl font-bold text-stone-900">${si['offline.title']}</h1>`);
    expect(html).toContain(si['offline.intro']);
    expect(html).toContain('href="/product/1?q=&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-a.css">');
  });

  it('says nothing is saved yet when nothing is', () => {
    const html = offlinePage({ language: 'si', texts: si, saved: [], styleSheet: undefined });
    expect(html).toContain(si['offline.none']);
    expect(html).not.toContain('<ul');
  });
});
