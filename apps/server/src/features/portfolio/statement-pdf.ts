// The page both portfolio PDFs draw on (the capital-gains statement, decision 0101; the investment
// statement an advisor shares, decision 0125): PDFKit, A4 landscape, uncompressed so tests read the
// text back (decision 0068), and one way to draw a row of cells at fixed x positions.

import { pdfBytes } from '../../http/pdf-bytes';
import { PDF_FONTS, usePdfFonts } from '../../http/pdf-fonts';

/** A cell: its text, x, width and alignment (right for amounts). */
export type PdfCell = readonly [text: string, x: number, width: number, align?: 'left' | 'right'];

export interface StatementPdf {
  doc: PDFKit.PDFDocument;
  /** The left margin, where text starts. */
  left: number;
  /** Below this y a page is full. */
  bottom: number;
  /** One row of cells, on a new page when this one is full. */
  row(cells: readonly PdfCell[], bold?: boolean): void;
  /** Ends the document: its bytes. */
  end(): Promise<Buffer>;
}

export async function statementPdf(title: string): Promise<StatementPdf> {
  // PDFKit loads with the first document, not at start-up (as the challan's).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    compress: false,
    info: { Title: title, Author: 'Sanchay' },
  });
  const done = pdfBytes(doc);
  usePdfFonts(doc);
  const left = 36;
  const bottom = doc.page.height - 48;
  return {
    doc,
    left,
    bottom,
    row(cells, bold = false) {
      if (doc.y > bottom) doc.addPage();
      const y = doc.y;
      doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular);
      let lowest = y;
      for (const [text, x, width, align] of cells) {
        doc.text(text, x, y, { width, align: align ?? 'left' });
        lowest = Math.max(lowest, doc.y);
      }
      doc.y = lowest + 3;
      doc.x = left;
    },
    end() {
      doc.end();
      return done;
    },
  };
}
