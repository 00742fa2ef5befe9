import { extractText, getDocumentProxy, getMeta } from 'unpdf';

// What a PDF reader (pdf.js, through unpdf) makes of a PDF: the text of all its pages, the page count and the
// title. Tests use it to show that a generated PDF is a real, readable PDF with the expected words.

export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number; title: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  const { info } = await getMeta(document);
  const title = (info as { Title?: unknown }).Title;
  return { text, pages: totalPages, title: typeof title === 'string' ? title : '' };
}
