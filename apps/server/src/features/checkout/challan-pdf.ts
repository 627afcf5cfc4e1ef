import { formatDisplayDate, istDate } from '@sanchay/domain';
import type { ChallanDetails } from '@sanchay/contract';
import type { ChequePaymentRow } from './checkout.queries';
import { pdfBytes } from '../../http/pdf-bytes';
import { PDF_FONTS, usePdfFonts } from '../../http/pdf-fonts';

/** Where the challan tells the investor to deposit the cheque (spec 3 §9: a named bank's branch; the sandbox's own). */
export const CHALLAN_DEPOSIT_BANK = 'HDFC Bank Ltd, any branch (MFSS collection account)';

/**
 * The cheque deposit challan (spec 3 §2 /challan, §4 After payment, §9) as a real PDF (PDFKit,
 * docs/decisions/0068): one A4 page in the product's embedded font (http/pdf-fonts, decision
 * 0170), so amounts print ₹ as on the screen; uncompressed, so tests read the text back.
 */
export async function challanPdf(details: ChallanDetails & { payment: ChequePaymentRow }): Promise<Buffer> {
  // PDFKit (its fonts and fontkit) loads with the first document, not at start-up: resident
  // memory a server that prints no challan or mandate form never needs.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: 'Cheque deposit challan', Author: 'Sanchay' } });
  const done = pdfBytes(doc);
  usePdfFonts(doc);
  const p = details.payment;
  const amount = details.chequeAmount;
  const chequeDate = p.cheque_date ? formatDisplayDate(p.cheque_date) : '';
  doc.font(PDF_FONTS.bold).fontSize(18).text('Cheque deposit challan', { align: 'center' });
  doc.moveDown(0.3).font(PDF_FONTS.regular).fontSize(10).text(`Generated on ${formatDisplayDate(istDate(new Date(p.created_at)))}`, { align: 'center' });
  doc.moveDown(1.5);
  const rows: [string, string][] = [
    ['Investor', p.investor_name ?? ''],
    ['Client code (UCC)', p.ucc],
    ['Payment reference', p.internal_ref_no],
    ['Order numbers', p.order_nos.replace(/[{}]/g, '').split(',').join(', ')],
    ['Cheque in favour of', details.chequeFavourName],
    ['Cheque amount', amount],
    ['Cheque number', details.chequeNumber],
    ['Cheque date', chequeDate],
    ['Deposit at', CHALLAN_DEPOSIT_BANK],
    ['Deposit on', details.depositDate],
  ];
  doc.fontSize(12);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(PDF_FONTS.bold).text(label, 50, y, { width: 170 });
    doc.font(PDF_FONTS.regular).text(value, 230, y, { width: 315 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1).fontSize(10).font(PDF_FONTS.regular);
  doc.text('Deposits made after 15:00 are taken the next day. Write the payment reference on the back of the cheque.', 50);
  if (details.clearingDayNavNote) doc.moveDown(0.5).text(details.clearingDayNavNote);
  doc.end();
  return done;
}
