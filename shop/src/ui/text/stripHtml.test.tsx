import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, stripHtml } from './stripHtml';

describe('stripHtml', () => {
  it('keeps plain text and removes simple tags', () => {
    expect(stripHtml('PVC sheet')).toBe('PVC sheet');
    expect(stripHtml('<p>Rigid <strong>PVC</strong> sheet</p>')).toBe('Rigid PVC sheet');
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
  });

  it('separates block elements and line breaks with a space', () => {
    expect(stripHtml('<p>first</p><p>second</p>line<br/>break')).toBe('first second line break');
    expect(stripHtml('<ul><li>UV-stable</li><li>food-safe</li></ul>')).toBe('UV-stable food-safe');
  });

  it('drops script and style contents, whatever their case or attributes', () => {
    expect(stripHtml('a<script>alert("x")</script>b')).toBe('ab');
    expect(stripHtml('a<SCRIPT type="text/javascript">if (1 < 2) { alert(1) }</ScRiPt >b')).toBe('ab');
    expect(stripHtml('<style>body { display: none }</style>visible')).toBe('visible');
    expect(stripHtml('x<script>var s = "</scripty>";</script>y')).toBe('xy');
    expect(stripHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(stripHtml('<template><img src=x onerror=alert(1)></template>ok')).toBe('ok');
  });

  it('drops an unterminated script to the end', () => {
    expect(stripHtml('safe<script>alert(1)')).toBe('safe');
  });

  it('drops comments, doctype and processing instructions', () => {
    expect(stripHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(stripHtml('<!doctype html><?xml version="1.0"?>text')).toBe('text');
    expect(stripHtml('a<!-- never closed <b>bold</b>')).toBe('a');
  });

  it('skips attributes with ">" inside quotes', () => {
    expect(stripHtml('<a title="1 > 0" href=\'x>y\' onclick="alert(1)">link</a> text')).toBe('link text');
    expect(stripHtml('<img src="x" alt=">" onerror="alert(1)">after')).toBe('after');
  });

  it('drops an unclosed tag at the end', () => {
    expect(stripHtml('text <img src=x onerror=alert(1)')).toBe('text');
    expect(stripHtml('text <a href="unterminated>quote')).toBe('text');
  });

  it('keeps a lone "<" that starts no tag', () => {
    expect(stripHtml('thickness < 5 mm and 3 <= 4')).toBe('thickness < 5 mm and 3 <= 4');
  });

  it('decodes entities to text only after the tags are gone', () => {
    expect(stripHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(stripHtml('Ma&szlig;e: 10&nbsp;mm &plusmn; 0,5&#8239;mm &amp; &#x2264; 3&deg;C')).toBe(
      'Maße: 10 mm ± 0,5 mm & ≤ 3°C',
    );
    expect(decodeEntities('&unknown; &#0; &#xD800; &#1114112;')).toBe('&unknown; \ufffd \ufffd \ufffd');
  });

  it('handles tricks with nested or broken tags without producing a tag', () => {
    const output = stripHtml('<scr<script>ipt>alert(1)</script>');
    expect(output).not.toMatch(/<script/i);
    expect(stripHtml('<<b>b>bold')).not.toMatch(/<b>/);
  });

  it('is rendered by React as text, never as markup', () => {
    const hostile =
      '&lt;img src=x onerror=alert(1)&gt;<b onmouseover="alert(2)">bold</b><script>alert(3)</script>';
    const { container } = render(<p>{stripHtml(hostile)}</p>);
    const paragraph = container.querySelector('p');
    expect(paragraph?.children).toHaveLength(0);
    expect(paragraph?.textContent).toBe('<img src=x onerror=alert(1)>bold');
    expect(container.querySelector('img, b, script')).toBeNull();
  });
});
