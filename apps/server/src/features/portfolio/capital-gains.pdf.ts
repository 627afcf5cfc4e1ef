import {
  TAX_REGIMES,
  formatDisplayDate,
  formatIndianNumber,
  productMessages,
  type GainsStatement,
} from '@sanchay/domain';
import { statementPdf, type PdfCell } from './statement-pdf';
import { PDF_FONTS } from '../../http/pdf-fonts';

// The capital-gains statement as a PDF (PDFKit, docs/decisions/0068; decision 0101): A4
// landscape, in the product's embedded font (http/pdf-fonts, decision 0170: ₹ as on the screen),
// uncompressed so tests can read the text back, as the challan is.

export interface GainsPdfFacts {
  investorName: string | null;
  ucc: string;
  /** YYYY-MM-DD (IST). */
  generatedOn: string;
}

const m = productMessages.capitalGains;
const rs = (v: { toString(): string } | null) =>
  v === null ? '-' : `₹${formatIndianNumber(v.toString())}`;

/** The statement as PDF bytes: the summary by tax rule, then every disposal part. */
export async function capitalGainsPdf(
  statement: GainsStatement,
  facts: GainsPdfFacts,
): Promise<Buffer> {
  const title = `Capital gains statement FY ${statement.year.label}`;
  const { doc, left, bottom, row, end } = await statementPdf(title);

  doc.font(PDF_FONTS.bold).fontSize(16).text(title, left);
  doc.moveDown(0.2).font(PDF_FONTS.regular).fontSize(9);
  doc.text(
    `${facts.investorName ?? ''}  Client code ${facts.ucc}  |  ${formatDisplayDate(statement.year.from)} to ${formatDisplayDate(statement.year.to)}  |  Generated on ${formatDisplayDate(facts.generatedOn)}`,
  );
  doc.moveDown(0.8);

  doc.font(PDF_FONTS.bold).fontSize(11).text('Summary by tax rule', left);
  doc.moveDown(0.3).fontSize(8.5);
  const sumCols = [left, 215, 290, 365, 440, 515, 590, 665] as const;
  const w = 72;
  row(
    [
      ['Tax rule', sumCols[0], 170],
      ['Sale value', sumCols[1], w, 'right'],
      ['Cost for tax', sumCols[2], w, 'right'],
      ['Gain', sumCols[3], w, 'right'],
      [m.setOff, sumCols[4], w, 'right'],
      ['Exemption used', sumCols[5], w, 'right'],
      ['Taxable', sumCols[6], w, 'right'],
      [m.tax, sumCols[7], w, 'right'],
    ],
    true,
  );
  for (const r of statement.regimes) {
    row([
      [TAX_REGIMES[r.regime].label, sumCols[0], 170],
      [rs(r.saleValue), sumCols[1], w, 'right'],
      [rs(r.costForTax), sumCols[2], w, 'right'],
      [rs(r.gain), sumCols[3], w, 'right'],
      [rs(r.setOff), sumCols[4], w, 'right'],
      [rs(r.exemptionUsed), sumCols[5], w, 'right'],
      [rs(r.taxable), sumCols[6], w, 'right'],
      [r.estimatedTax === null ? m.atSlab : rs(r.estimatedTax), sumCols[7], w, 'right'],
    ]);
  }
  row(
    [
      ['Total', sumCols[0], 170],
      [rs(statement.totals.saleValue), sumCols[1], w, 'right'],
      [rs(statement.totals.costForTax), sumCols[2], w, 'right'],
      [rs(statement.totals.gain), sumCols[3], w, 'right'],
      ['', sumCols[4], w, 'right'],
      [rs(statement.exemption.used), sumCols[5], w, 'right'],
      ['', sumCols[6], w, 'right'],
      [rs(statement.estimatedTax), sumCols[7], w, 'right'],
    ],
    true,
  );
  row([
    [m.cess, sumCols[0], 170],
    [rs(statement.cess), sumCols[7], w, 'right'],
  ]);
  row(
    [
      [m.taxWithCess, sumCols[0], 170],
      [rs(statement.estimatedTaxWithCess), sumCols[7], w, 'right'],
    ],
    true,
  );
  doc.moveDown(0.4).font(PDF_FONTS.regular).fontSize(8);
  const width = doc.page.width - 2 * left;
  const { shortTerm, longTerm } = statement.carriedForward;
  doc.text(
    [
      `Section 112A exemption for the year: ${rs(statement.exemption.limit)}, applied once, after set-off. STT paid: ${rs(statement.totals.stt)}. Exit load: ${rs(statement.totals.exitLoad)}.`,
      m.slabIncome(rs(statement.slabRateGain)),
      m.carriedForward(rs(shortTerm), rs(longTerm)),
      m.setOffNote,
      m.surchargeNote,
    ].join('\n'),
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.8);

  doc.font(PDF_FONTS.bold).fontSize(11).text(m.taxClassesTitle, left);
  doc.moveDown(0.3).font(PDF_FONTS.regular).fontSize(8);
  for (const scheme of statement.schemes) {
    doc.text(
      `${scheme.schemeName}${scheme.isin ? ` (${scheme.isin})` : ''}: ${m.taxClass[scheme.taxClass.taxClass]}. ${scheme.taxClass.basis}`,
      left,
      doc.y,
      { width },
    );
  }
  doc.moveDown(1);

  doc.font(PDF_FONTS.bold).fontSize(11).text('Sales, lot by lot (FIFO)', left);
  doc.moveDown(0.3).fontSize(7.5);
  const c = [left, 230, 290, 345, 400, 460, 530, 600, 670] as const;
  const header: readonly PdfCell[] = [
    ['Scheme / folio', c[0], 190],
    ['Bought', c[1], 55],
    ['Sold', c[2], 55],
    ['Units', c[3], 52, 'right'],
    ['Cost', c[4], 58, 'right'],
    ['Cost for tax', c[5], 66, 'right'],
    ['Sale value less exit load', c[6], 66, 'right'],
    ['Gain', c[7], 66, 'right'],
    ['Rule', c[8], 130],
  ];
  row(header, true);
  if (!statement.parts.length) doc.font(PDF_FONTS.regular).text('No sales in this financial year.', left);
  for (const p of statement.parts) {
    if (doc.y > bottom) {
      doc.addPage();
      row(header, true);
    }
    row([
      [`${p.schemeName} / ${p.folioNo}`, c[0], 190],
      [formatDisplayDate(p.acquiredOn), c[1], 55],
      [formatDisplayDate(p.soldOn), c[2], 55],
      [p.units.toFixed(3), c[3], 52, 'right'],
      [formatIndianNumber(p.cost.toString()), c[4], 58, 'right'],
      [formatIndianNumber(p.costForTax.toString()), c[5], 66, 'right'],
      [formatIndianNumber(p.netSaleValue.toString()), c[6], 66, 'right'],
      [formatIndianNumber(p.gain.toString()), c[7], 66, 'right'],
      [`${p.regime.label}${p.grandfathered ? ', grandfathered' : ''}`, c[8], 130],
    ]);
  }
  return end();
}
