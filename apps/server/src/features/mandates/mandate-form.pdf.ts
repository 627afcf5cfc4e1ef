import { formatDisplayDate, formatIndianNumber } from '@sanchay/domain';
import type { MandateRow } from './mandates.queries';
import { pdfBytes } from '../../http/pdf-bytes';
import { PDF_FONTS, usePdfFonts } from '../../http/pdf-fonts';

// The physical mandate form (spec 3 §4 "Physical form: download first, then upload"): a NACH
// debit mandate in the layout banks take, filled in with the mandate the exchange registered,
// for the investor to print, sign and scan. PDFKit (docs/decisions/0068).

export interface MandateFormFacts {
  mandate: Pick<MandateRow, 'bse_mandate_id' | 'ucc' | 'amount' | 'bank_name' | 'account_number' | 'ifsc' | 'account_type' | 'start_date' | 'end_date'>;
  investorName: string;
  /** YYYY-MM-DD (IST): the form's date. */
  today: string;
}

/** The form as PDF bytes (one A4 page). */
export async function mandateFormPdf(facts: MandateFormFacts): Promise<Buffer> {
  // PDFKit (its fonts and fontkit) loads with the first document, not at start-up: resident
  // memory a server that prints no challan or mandate form never needs.
  const { default: PDFDocument } = await import('pdfkit');
  const { mandate: m } = facts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `NACH mandate form ${m.bse_mandate_id ?? ''}`, Author: 'Sanchay', Subject: 'Physical mandate (NACH) for SIP instalments' },
  });
  const done = pdfBytes(doc);
  usePdfFonts(doc);

  doc.font(PDF_FONTS.bold).fontSize(16).text('NACH / Direct Debit Mandate Form', { align: 'center' });
  doc.moveDown(0.3).font(PDF_FONTS.regular).fontSize(9).text('For SIP instalments through BSE StAR MF. Sign within the boxes; do not overwrite.', { align: 'center' });
  doc.moveDown(1);

  const rows: [string, string][] = [
    ['Date', formatDisplayDate(facts.today)],
    ['Mandate ID', m.bse_mandate_id ?? ''],
    ['UMRN', '(for office use)'],
    ['Action', 'CREATE'],
    ['Client code (Reference 1)', m.ucc],
    ['I/We hereby authorise', 'BSE Limited (BSE StAR MF) for Sanchay'],
    ['To debit (account type)', m.account_type === 'CB' ? 'Current' : 'Savings'],
    ['Bank account number', m.account_number],
    ['With bank', m.bank_name],
    ['IFSC', m.ifsc],
    ['An amount of (maximum per debit)', `₹${formatIndianNumber(m.amount, 2)}`],
    ['Frequency', 'As and when presented'],
    ['Debit type', 'Maximum amount'],
    ['Period from', formatDisplayDate(m.start_date)],
    ['Period to', formatDisplayDate(m.end_date)],
  ];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.rect(left, y - 3, width, 22).lineWidth(0.5).stroke('#888888');
    doc.font(PDF_FONTS.bold).fontSize(10).fillColor('#000000').text(label, left + 6, y + 3, { width: 200 });
    doc.font(PDF_FONTS.regular).text(value, left + 212, y + 3, { width: width - 218 });
    doc.y = y + 22;
  }
  doc.moveDown(1.5);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(
      'I agree for the debit of mandate processing charges by the bank whom I am authorising to debit my account as per latest schedule of charges of the bank. ' +
        'This is to confirm that the declaration has been carefully read, understood and made by me/us. I am authorising the user entity/corporate to debit my account. ' +
        'I have understood that I am authorised to cancel/amend this mandate by appropriately communicating the cancellation/amendment request to the user entity/corporate or the bank where I have authorised the debit.',
      left,
      doc.y,
      { width },
    );
  doc.moveDown(2);
  const boxY = doc.y;
  const boxWidth = (width - 24) / 3;
  for (let i = 0; i < 3; i += 1) {
    const x = left + i * (boxWidth + 12);
    doc.rect(x, boxY, boxWidth, 60).lineWidth(0.8).stroke('#000000');
    doc.fontSize(8).text(i === 0 ? `Signature of account holder\n${facts.investorName}` : `Signature of joint holder ${i}`, x + 4, boxY + 64, { width: boxWidth - 8 });
  }
  doc.y = boxY + 100;
  doc
    .fontSize(8)
    .fillColor('#444444')
    .text('Upload a scan of the signed form on Sanchay (TIFF, JPEG or JPG, under 2 MB). Approval by the bank takes 15-20 days.', left, doc.y, { width });
  doc.end();
  return done;
}
