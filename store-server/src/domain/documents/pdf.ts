import type PDFDocumentClass from 'pdfkit';

// pdfkit (with its fonts and font engine) is loaded at the first PDF, not at every server start: most
// processes never write one (the seed's data sheets and offers are rare).
let pdfkit: Promise<typeof PDFDocumentClass> | undefined;
const loadPdfKit = () =>
  (pdfkit ??= import('pdfkit').then((module) => module.default as unknown as typeof PDFDocumentClass));

// The shop's PDFs (the products' data sheets, the offers), laid out with pdfkit: A4 pages of Helvetica text
// lines and simple tables, broken onto further pages when they run long. pdfkit's standard fonts are encoded in
// WinAnsi (Latin-1 plus a few typographic characters such as – and €); a character outside it cannot be drawn
// with them, so it becomes '?' (toWinAnsiText). With a fixed `createdAt` the bytes are the same on every run
// (pdfkit derives the file id from the document information).

const WIN_ANSI_EXTRA = new Set(['–', '—', '‘', '’', '‚', '“', '”', '„', '•', '…', '€', '™', '‰', '†', '‡']);

/** The text with every character pdfkit's standard fonts cannot draw replaced by '?' (line breaks stay). */
export function toWinAnsiText(text: string): string {
  return [...text.replace(/\r\n?/g, '\n')]
    .map((char) => {
      if (WIN_ANSI_EXTRA.has(char) || char === '\n') return char;
      const code = char.codePointAt(0) ?? 0x3f;
      return code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? char : '?';
    })
    .join('');
}

export interface PdfText {
  text: string;
  /** Font size in points, 11 by default. */
  size?: number;
  bold?: boolean;
}

export interface PdfColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  columns: PdfColumn[];
  rows: string[][];
  size?: number;
}

export type PdfBlock = PdfText | PdfTable;

export interface PdfSpec {
  title: string;
  /** BCP 47 language of the text (the PDF's /Lang). */
  lang?: string;
  /** The document's creation date; fixed, it makes the bytes deterministic. */
  createdAt?: Date;
  blocks: PdfBlock[];
}

const MARGIN = 56;
const A4 = 'A4';
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

function drawTable(doc: PDFKit.PDFDocument, table: PdfTable, width: number): void {
  const size = table.size ?? 9;
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / total) * width);
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(size);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(toWinAnsiText(cell), { width: widths[index]! - 4 }),
    );
    const height = Math.max(...heights, size) + 4;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc.text(toWinAnsiText(cell), x, top, {
        width: widths[index]! - 4,
        align: table.columns[index]?.align ?? 'left',
        lineBreak: true,
      });
      x += widths[index]!;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(
    table.columns.map((column) => column.header),
    BOLD,
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + width, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const cells of table.rows) row(cells, FONT);
  doc.moveDown(0.5);
}

/** The PDF of `spec`: its blocks top to bottom, on as many A4 pages as they need. */
export async function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    lang: spec.lang,
    info: {
      Title: toWinAnsiText(spec.title),
      Producer: 'store-server',
      Creator: 'store-server',
      ...(spec.createdAt ? { CreationDate: spec.createdAt } : {}),
    },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  for (const block of spec.blocks) {
    if ('columns' in block) {
      drawTable(doc, block, width);
      continue;
    }
    const size = block.size ?? 11;
    if (block.text === '') {
      doc.moveDown(0.6);
      continue;
    }
    doc
      .font(block.bold ? BOLD : FONT)
      .fontSize(size)
      .text(toWinAnsiText(block.text), MARGIN, doc.y, { width, lineGap: size * 0.25 });
  }
  doc.end();
  return done;
}
