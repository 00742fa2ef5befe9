// A tiny PDF writer: one A4 page of Helvetica text lines, valid PDF 1.4 with a correct cross-reference
// table. Text is encoded in WinAnsi (Latin-1 plus a few typographic characters); anything else becomes '?'.

const WIN_ANSI_EXTRA: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '€': 0x80,
};

export function toWinAnsi(text: string): number[] {
  return [...text].map((char) => {
    const extra = WIN_ANSI_EXTRA[char];
    if (extra !== undefined) return extra;
    const code = char.codePointAt(0) ?? 0x3f;
    return code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f;
  });
}

function pdfString(text: string): string {
  return toWinAnsi(text)
    .map((code) => {
      const char = String.fromCharCode(code);
      return char === '(' || char === ')' || char === '\\' ? `\\${char}` : char;
    })
    .join('');
}

export interface PdfLine {
  text: string;
  size?: number;
}

/** A one-page PDF with the given lines, top to bottom. */
export function onePagePdf(title: string, lines: PdfLine[]): Buffer {
  let y = 790;
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      y -= Math.round(size * 1.6);
      return `BT /F1 ${size} Tf 56 ${y} Td (${pdfString(line.text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfString(title)}) /Producer (store-server) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
