import { createRequire } from 'node:module';

// The fonts every PDFKit document prints with (docs/decisions/0068, amended by 0170): DejaVu Sans
// from the `dejavu-fonts-ttf` package, embedded (PDFKit subsets it to the glyphs used), because
// the standard 14 fonts have no rupee sign and the PDFs printed "Rs." where every screen prints ₹
// (issue 23 §6). Text drawn in an embedded font is glyph ids with a ToUnicode map, so a PDF reader
// (and a search) still finds "₹2,50,000.00".

const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: 'Sanchay-Sans',
  bold: 'Sanchay-Sans-Bold',
  italic: 'Sanchay-Sans-Oblique',
} as const;

const FILES = {
  [PDF_FONTS.regular]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [PDF_FONTS.bold]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  [PDF_FONTS.italic]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
};

/** Registers the product's fonts on a new document and starts it in the regular one. */
export function usePdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, require.resolve(file));
  return doc.font(PDF_FONTS.regular);
}
