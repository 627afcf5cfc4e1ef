/**
 * The bytes of a PDFKit document (decision 0068: the challan, the mandate form, the brochure, the
 * portfolio statements): listen as soon as the document is made, so no chunk is missed, and get
 * one Buffer once `doc.end()` has been called (or the document's error).
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
