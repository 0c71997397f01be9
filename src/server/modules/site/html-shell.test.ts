import { describe, expect, it } from 'vitest';
import { renderShell } from './html-shell';

const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body></body></html>';
const siteSettings = { currency: 'LKR', mailEnabled: false };

describe('renderShell', () => {
  it('escapes what it writes into the head', () => {
    const html = renderShell(template, {
      head: { title: '"><script>alert(1)</script>', description: "it's <b>fresh</b> & cheap", noindex: false },
      pathname: '/product/"onload="x',
      language: 'en',
      publicUrl: 'http://localhost:3000',
      siteSettings,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="it&#39;s &lt;b&gt;fresh&lt;/b&gt; &amp; cheap"');
    expect(html).toContain('href="http://localhost:3000/product/&quot;onload=&quot;x"');
  });

  it('does not read $-patterns in a path as replacement patterns', () => {
    const html = renderShell(template, {
      head: { title: "T $& $` $'", description: 'D', noindex: false },
      pathname: '/product/$&',
      language: 'si',
      publicUrl: 'http://localhost:3000',
      siteSettings,
    });
    expect(html).toContain('<title>T $&amp; $` $&#39;</title>');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/product/$&amp;">');
    expect(html.match(/<!--app-head-->/g)).toBeNull();
    expect(html).toContain('<html lang="si">');
  });
});
