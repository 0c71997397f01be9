import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShellTemplate, renderShell } from './html-shell';

const template = '<!doctype html><html lang="en"><head><!--app-head--></head><body></body></html>';
const siteSettings = { currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false };

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

describe('loadShellTemplate', () => {
  function webDirWith(css: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'govi-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/index-abc.css'), css);
    writeFileSync(path.join(dir, 'start.js'), '// starts the app');
    writeFileSync(
      path.join(dir, 'index.html'),
      [
        '<!doctype html><html lang="en"><head>',
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
        '</head><body><div id="root"></div></body></html>',
      ].join('\n'),
    );
    return dir;
  }

  it('writes the stylesheet into the page, and has the code started after the content, without preloading its chunks', () => {
    const html = loadShellTemplate(webDirWith('.a{color:red}'));
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<script src="\/start\.js\?v=[0-9a-f]{12}" data-entry="\/assets\/index-abc\.js" async><\/script><\/head>/);
  });

  it('names the start script after its content, so a cached copy never meets a page of another build', () => {
    const startOf = (dir: string) => /src="(\/start\.js\?v=\w+)"/.exec(loadShellTemplate(dir))?.[1];
    const first = webDirWith('.a{}');
    const second = webDirWith('.a{}');
    expect(startOf(first)).toBe(startOf(second));
    writeFileSync(path.join(second, 'start.js'), '// starts the app, differently');
    expect(startOf(second)).toMatch(/^\/start\.js\?v=\w{12}$/);
    expect(startOf(second)).not.toBe(startOf(first));
  });

  it('links a stylesheet that could close the style element instead of writing it in', () => {
    const html = loadShellTemplate(webDirWith('.a{content:"</style><script>"}'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('<style>');
  });
});
