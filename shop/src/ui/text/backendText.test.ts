import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendText, translatedText } from './backendText';

describe('backendText', () => {
  it('strips HTML from the first candidate with text', () => {
    expect(backendText('<b>PVC</b> sheet')).toBe('PVC sheet');
    expect(backendText(undefined, null, '', '  ', '<i></i>', 'Rods<script>alert(1)</script>')).toBe('Rods');
    expect(backendText(42, {}, null)).toBe('');
    expect(backendText()).toBe('');
  });

  it('leaves text that looks like markup but is none, and decodes entities into text', () => {
    expect(backendText('< 5 mm')).toBe('< 5 mm');
    expect(backendText('&lt;b&gt; Paket &amp; Spedition')).toBe('<b> Paket & Spedition');
  });
});

describe('translatedText', () => {
  it('takes the translated field first, then the field, both filtered', () => {
    expect(translatedText({ name: 'Sheets', translated: { name: '<em>Platten</em>' } }, 'name')).toBe(
      'Platten',
    );
    expect(translatedText({ name: '<p>Sheets</p>', translated: { name: '' } }, 'name')).toBe('Sheets');
    expect(translatedText({ name: 'Sheets', translated: null }, 'name')).toBe('Sheets');
    expect(
      translatedText(
        { description: '<ul><li>fast</li><li>insured</li></ul>', translated: {} },
        'description',
      ),
    ).toBe('fast insured');
    expect(translatedText(null, 'name')).toBe('');
    expect(translatedText({ translated: 'broken' }, 'name')).toBe('');
  });
});

/** Source files of the shop (no tests, no test doubles). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || /^test[A-Z]|TestDouble/.test(entry))
      return [];
    return [path];
  });
}

describe('the text filter cannot be forgotten', () => {
  it('no source file outside ui/text reads a translated field or shows a line label itself', () => {
    const root = join(__dirname, '..', '..');
    const offenders = sourceFiles(root)
      .filter((file) => !file.includes(join('ui', 'text')))
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return [/\.translated\b/, /\{\s*[\w.?]*\.label\s*\}/, /\.label\s*\?\?/]
          .filter((pattern) => pattern.test(source))
          .map((pattern) => `${relative(root, file)}: ${pattern.source}`);
      });
    expect(offenders).toEqual([]);
  });
});
