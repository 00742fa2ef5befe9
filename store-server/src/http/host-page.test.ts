import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../domain/html.js';
import { renderHostPage, shopEntryFromManifest } from './host-page.js';

describe('host page', () => {
  it('reads the entry, CSS of imported chunks and modulepreloads from a Vite manifest, once each', () => {
    const entry = shopEntryFromManifest({
      'src/main.tsx': { file: 'assets/main.js', css: ['assets/main.css'], imports: ['_a.js', '_b.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', css: ['assets/b.css'], imports: ['_a.js'] },
    });
    expect(entry).toEqual({
      script: '/assets/main.js',
      styles: ['/assets/main.css', '/assets/b.css'],
      preloads: ['/assets/a.js', '/assets/b.js'],
      stylePreloads: [],
    });
  });

  it('has no entry without src/main.tsx', () => {
    expect(shopEntryFromManifest({ 'other.ts': { file: 'x.js' } })).toBeNull();
  });

  it('escapes what it writes into attributes', () => {
    expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
    expect(renderHostPage({ entry: null, accessKey: 'SWSC"x', lang: 'en' })).toContain(
      'data-access-key="SWSC&quot;x"',
    );
  });
});
