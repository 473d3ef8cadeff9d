/**
 * Draws a PdfDocument (document.ts) with pdfkit and the embedded Noto Sans, which has every
 * French letter (é, à, ç, «, ’). The same document and date give the same bytes: the file's
 * dates and id come from `madeAt`, so a download today is the file that was sent.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PdfBlock, PdfColumn, PdfDocument, PdfRow } from './document';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** read once, on the first document */
const loadFonts = () => (fonts ??= { regular: readFileSync(fontFile(400)), bold: readFileSync(fontFile(700)) });

const MARGIN = 54;
const SIZES = { 1: 18, 2: 14, 3: 12 } as const;
const BODY = 9.5;
const GREY = '#555555';
const RULE = '#bbbbbb';

type Doc = PDFKit.PDFDocument;

export function renderPdf(document: PdfDocument, madeAt: Date): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: document.locale,
    displayTitle: true,
    info: { Title: document.title, CreationDate: madeAt, ModDate: madeAt, Producer: 'pdfkit', Creator: 'Insurance portal' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const block of document.blocks) draw(doc, block);
  footers(doc, document.pageLabel);
  doc.end();
  return done;
}

const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
/** a new page when `height` does not fit under the cursor */
function room(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function draw(doc: Doc, block: PdfBlock): void {
  const left = doc.page.margins.left;
  if (block.kind === 'heading') {
    const size = SIZES[block.level];
    // a heading keeps a few lines of what it titles on its page
    room(doc, size * 3 + 60);
    doc.moveDown(block.level === 1 ? 0 : 0.8);
    doc.font('bold').fontSize(size).fillColor('black').text(block.text, left, doc.y, { width: width(doc) });
    doc.moveDown(0.3);
  } else if (block.kind === 'note') {
    room(doc, BODY * 3);
    doc.moveDown(0.3);
    doc.font('bold').fontSize(BODY).fillColor(GREY).text(block.text, left, doc.y, { width: width(doc) });
    doc.fillColor('black').moveDown(0.2);
  } else if (block.kind === 'answers') {
    for (const row of block.rows) answer(doc, row.label, row.text, row.depth);
  } else {
    table(doc, block.columns, block.rows);
  }
}

/** A label on the left, its answer on the right (a list's label and item titles alone, indented). */
function answer(doc: Doc, label: string, text: string, depth: number): void {
  const left = doc.page.margins.left + depth * 12;
  const full = width(doc) - depth * 12;
  const labelWidth = Math.round(full * 0.55);
  const answerWidth = full - labelWidth - 8;
  doc.fontSize(BODY);
  const height = Math.max(doc.font('regular').heightOfString(label, { width: labelWidth }), text ? doc.font('bold').heightOfString(text, { width: answerWidth }) : 0);
  room(doc, height + 4);
  const y = doc.y;
  doc.font(text ? 'regular' : 'bold').fillColor(text ? GREY : 'black').text(label, left, y, { width: text ? labelWidth : full });
  if (text) doc.font('bold').fillColor('black').text(text, left + labelWidth + 8, y, { width: answerWidth });
  doc.y = y + height + 4;
  doc.x = doc.page.margins.left;
}

function table(doc: Doc, columns: PdfColumn[], rows: PdfRow[]): void {
  const left = doc.page.margins.left;
  const total = width(doc);
  const widths = columns.map((c) => (total * c.width) / 100);
  const line = (cells: string[], font: 'regular' | 'bold', rule: boolean) => {
    doc.font(font).fontSize(BODY);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - 6 })));
    room(doc, height + 6);
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor('black').text(cell, x + 3, y + 3, { width: widths[i]! - 6, align: columns[i]!.align });
      x += widths[i]!;
    });
    doc.y = y + height + 6;
    if (rule) doc.moveTo(left, doc.y).lineTo(left + total, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  doc.moveDown(0.2);
  line(columns.map((c) => c.header), 'bold', true);
  for (const row of rows) line(row.cells, row.strong ? 'bold' : 'regular', true);
  doc.x = left;
  doc.moveDown(0.5);
}

/** "Page 1 of 3" under each page, once every page is laid out. */
function footers(doc: Doc, label: string): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = label.replace('{page}', String(i + 1)).replace('{pages}', String(range.count));
    const { margins } = doc.page;
    // writing inside the bottom margin must not start a new page
    doc.page.margins = { ...margins, bottom: 0 };
    doc.font('regular').fontSize(8).fillColor(GREY).text(text, margins.left, doc.page.height - margins.bottom + 6, { width: width(doc), align: 'right', lineBreak: false });
    doc.page.margins = margins;
  }
}
