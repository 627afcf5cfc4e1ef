import { messages, type PremiumService } from '@sanchay/domain';
import { pdfBytes } from '../../http/pdf-bytes';

/** The standard PDF fonts have no rupee sign (as the challan, decision 0068): amounts read "Rs.". */
const printable = (text: string) => text.replaceAll('₹', 'Rs. ').replaceAll('’', "'");

/**
 * A premium service's brochure (spec 1 §2 "a brochure download"; spec 1 §7 generateBrochure) as a
 * real PDF with PDFKit, the project's PDF library (decision 0068): one A4 page of the service's
 * facts from the domain (fee, key benefits, who it is for, features, what you get, FAQs,
 * disclaimer). Uncompressed, standard Helvetica, so the text can be read back in tests.
 */
export async function premiumServiceBrochure(service: PremiumService): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `${service.name} brochure`, Author: 'Sanchay' } });
  const done = pdfBytes(doc);
  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.2);
  const list = (items: readonly string[]) => {
    doc.font('Helvetica').fontSize(11);
    for (const item of items) doc.text(`-  ${printable(item)}`, { indent: 8 });
  };

  doc.font('Helvetica-Bold').fontSize(20).text(service.name);
  doc.moveDown(0.2).font('Helvetica').fontSize(13).text(printable(service.title));
  doc.moveDown(0.6).fontSize(11).text(printable(service.longDescription));
  doc.moveDown(0.6).font('Helvetica-Bold').text(`Service fee: Rs. ${service.serviceFee}  (${messages.premium.freeLimitedTime})`);
  if (service.minimumInvestmentLakhs !== null) {
    doc.font('Helvetica').text(`Minimum investment: Rs. ${service.minimumInvestmentLakhs} lakh`);
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
    doc.font('Helvetica-Bold').fontSize(11).text(printable(faq.question));
    doc.font('Helvetica').text(printable(faq.answer)).moveDown(0.3);
  }
  if (service.disclaimer) doc.moveDown(0.8).font('Helvetica-Oblique').fontSize(9).text(printable(service.disclaimer));
  doc.end();
  return done;
}
