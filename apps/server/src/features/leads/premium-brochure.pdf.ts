import { messages, type PremiumService } from '@sanchay/domain';
import { pdfBytes } from '../../http/pdf-bytes';
import { PDF_FONTS, usePdfFonts } from '../../http/pdf-fonts';

/** The text as printed: the product's embedded font has ₹ and ’ (http/pdf-fonts, decision 0170). */
const printable = (text: string) => text;

/**
 * A premium service's brochure (spec 1 §2 "a brochure download"; spec 1 §7 generateBrochure) as a
 * real PDF with PDFKit, the project's PDF library (decision 0068): one A4 page of the service's
 * facts from the domain (fee, key benefits, who it is for, features, what you get, FAQs,
 * disclaimer). Uncompressed, in the product's embedded font (decision 0170), so the text can be read back in tests.
 */
export async function premiumServiceBrochure(service: PremiumService): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `${service.name} brochure`, Author: 'Sanchay' } });
  const done = pdfBytes(doc);
  usePdfFonts(doc);
  const heading = (text: string) => doc.moveDown(0.8).font(PDF_FONTS.bold).fontSize(13).text(text).moveDown(0.2);
  const list = (items: readonly string[]) => {
    doc.font(PDF_FONTS.regular).fontSize(11);
    for (const item of items) doc.text(`-  ${printable(item)}`, { indent: 8 });
  };

  doc.font(PDF_FONTS.bold).fontSize(20).text(service.name);
  doc.moveDown(0.2).font(PDF_FONTS.regular).fontSize(13).text(printable(service.title));
  doc.moveDown(0.6).fontSize(11).text(printable(service.longDescription));
  doc.moveDown(0.6).font(PDF_FONTS.bold).text(`Service fee: ₹${service.serviceFee}  (${messages.premium.freeLimitedTime})`);
  if (service.minimumInvestmentLakhs !== null) {
    doc.font(PDF_FONTS.regular).text(`Minimum investment: ₹${service.minimumInvestmentLakhs} lakh`);
  }
  heading('Key benefits');
  list(service.keyBenefits);
  heading('Who is this for');
  list(service.whoIsThisFor);
  heading('Top features');
  list(service.topFeatures);
  heading('What you get');
  list(service.whatYouGet);
  heading('Frequently asked questions');
  for (const faq of service.faqs) {
    doc.font(PDF_FONTS.bold).fontSize(11).text(printable(faq.question));
    doc.font(PDF_FONTS.regular).text(printable(faq.answer)).moveDown(0.3);
  }
  if (service.disclaimer) doc.moveDown(0.8).font(PDF_FONTS.italic).fontSize(9).text(printable(service.disclaimer));
  doc.end();
  return done;
}
