import { NAMED_ENTITIES } from './entities';

/**
 * The text filter: turns backend HTML (product descriptions, category texts) into plain text.
 *
 * - Tags are removed; attributes are skipped with their quotes, so a `>` inside a quoted value does not end
 *   the tag. An unclosed tag at the end is dropped.
 * - The contents of elements that never hold readable text (script, style, template, …) are dropped.
 * - Comments, `<!doctype>` and processing instructions are dropped.
 * - Block-level tags and `<br>` become a space, runs of whitespace collapse to one space.
 * - Removal repeats until the text is stable, so broken-up tags cannot reassemble.
 * - Character references are decoded last, into text: `&lt;b&gt;` becomes the characters "<b>", which
 *   React renders as text. The result is meant for text nodes only, never for innerHTML.
 */
export function stripHtml(input: string | null | undefined): string {
  if (!input) return '';
  // Removing tags can join the pieces of a new tag ("<<b>b>"): repeat until nothing changes.
  let current = input;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = removeTags(current);
    if (next === current) break;
    current = next;
  }
  return decodeEntities(current).replace(/\s+/g, ' ').trim();
}

const MAX_PASSES = 8;

/** One pass over the markup: tags, comments and raw-text element contents removed; entities untouched. */
function removeTags(input: string): string {
  const text: string[] = [];
  const length = input.length;
  let index = 0;

  while (index < length) {
    const open = input.indexOf('<', index);
    if (open === -1) {
      text.push(input.slice(index));
      break;
    }
    text.push(input.slice(index, open));
    const next = input[open + 1] ?? '';

    if (input.startsWith('<!--', open)) {
      const end = input.indexOf('-->', open + 4);
      index = end === -1 ? length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const end = input.indexOf('>', open + 2);
      index = end === -1 ? length : end + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(next)) {
      // A lone "<" (e.g. "< 5 mm") is text.
      text.push('<');
      index = open + 1;
      continue;
    }

    const tag = readTag(input, open);
    if (!tag) {
      index = length; // unclosed tag: drop the rest
      break;
    }
    index = tag.end;
    if (BLOCK_TAGS.has(tag.name)) text.push(' ');
    if (!tag.closing && RAW_TEXT_TAGS.has(tag.name) && !tag.selfClosing) {
      index = skipRawText(input, index, tag.name);
    }
  }

  return text.join('');
}

/** Elements whose contents are not readable text: dropped with the element. */
const RAW_TEXT_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'textarea',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
]);

const BLOCK_TAGS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'blockquote',
  'pre',
  'hr',
  'dd',
  'dt',
]);

type Tag = { name: string; closing: boolean; selfClosing: boolean; end: number };

/** Reads a tag starting at `<`, skipping quoted attribute values; null when it never closes. */
function readTag(input: string, start: number): Tag | null {
  let index = start + 1;
  const closing = input[index] === '/';
  if (closing) index += 1;
  const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(input.slice(index, index + 64));
  const name = (nameMatch?.[0] ?? '').toLowerCase();
  index += nameMatch?.[0].length ?? 0;
  let quote: string | null = null;
  for (; index < input.length; index += 1) {
    const char = input[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return { name, closing, selfClosing: input[index - 1] === '/', end: index + 1 };
    }
  }
  return null;
}

/** Skips to after the matching end tag (`</script ...>`), or to the end when there is none. */
function skipRawText(input: string, from: number, name: string): number {
  const lower = input.toLowerCase();
  let index = from;
  for (;;) {
    const candidate = lower.indexOf(`</${name}`, index);
    if (candidate === -1) return input.length;
    const after = lower[candidate + name.length + 2];
    if (after === undefined || after === '>' || after === '/' || /\s/.test(after)) {
      const tag = readTag(input, candidate);
      return tag ? tag.end : input.length;
    }
    index = candidate + 1;
  }
}

const ENTITY = /&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,9}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

/** Decodes numeric and the known named character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return '\ufffd';
      }
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}
