import type { CapitalGainsStatement, PortfolioDetails, XirrFigure } from '@sanchay/contract';
import { formatDisplayDate, formatIndianNumber, formatPercent, returnsFigureText } from '@sanchay/domain';
import { statementPdf, type PdfCell } from './statement-pdf';
import { PDF_FONTS } from '../../http/pdf-fonts';

// The investment statement an advisor shares (decision 0125): PDFKit as the capital-gains PDF
// (decision 0068: A4, uncompressed so tests read the text back; the product's embedded font,
// decision 0170, so amounts print ₹). The figures are the portfolio's and the gains
// statement's own answers (the same services as the screens), never recomputed here.

export interface StatementFacts {
  investorName: string | null;
  ucc: string | null;
  advisorName: string;
  /** YYYY-MM-DD (IST). */
  generatedOn: string;
}

const rs = (v: string) => `₹${formatIndianNumber(v)}`;
/** The XIRR, or under a year the absolute return marked 'abs.' (decision 0159; the footnote says why). */
const returnsCell = (x: XirrFigure) => `${returnsFigureText(x).value}${x.status === 'absolute' ? ' abs.' : ''}`;
/** The summary's: 'XIRR: +12.34%' or 'Absolute return: +2.40%'. */
const returnsSummary = (x: XirrFigure) => {
  const { label, value } = returnsFigureText(x);
  return `${label}: ${value}`;
};
const percent = (p: string) => formatPercent(p, { signed: true });

export async function investmentStatementPdf(
  portfolio: PortfolioDetails,
  gains: CapitalGainsStatement,
  facts: StatementFacts,
): Promise<Buffer> {
  const title = 'Investment Statement';
  const { doc, left, row, end } = await statementPdf(title);

  doc.font(PDF_FONTS.bold).fontSize(16).text(title, left);
  doc.moveDown(0.2).font(PDF_FONTS.regular).fontSize(9);
  doc.text(
    `${facts.investorName ?? ''}  Client code ${facts.ucc ?? '-'}  |  Shared by ${facts.advisorName}  |  Generated on ${formatDisplayDate(facts.generatedOn)}` +
      (portfolio.asOfNavDate ? `  |  NAVs of ${formatDisplayDate(portfolio.asOfNavDate)}` : ''),
  );
  doc.moveDown(0.8);

  doc.font(PDF_FONTS.bold).fontSize(11).text('Summary', left);
  doc.moveDown(0.3).fontSize(9);
  row([
    [`Invested: ${rs(portfolio.netAmountInvested)}`, left, 190],
    [`Current value: ${rs(portfolio.netCurrentValue)}`, 230, 190],
    [`Returns: ${rs(portfolio.netReturnAmount)} (${percent(portfolio.netReturnPercentage)})`, 430, 190],
    [returnsSummary(portfolio.xirr), 630, 176],
  ]);
  doc.moveDown(0.8);

  doc.font(PDF_FONTS.bold).fontSize(11).text('Holdings', left);
  doc.moveDown(0.3).fontSize(8);
  const c = [left, 250, 310, 370, 430, 505, 580, 655, 720] as const;
  const header: readonly PdfCell[] = [
    ['Scheme / folio', c[0], 210],
    ['Units', c[1], 56, 'right'],
    ['NAV', c[2], 56, 'right'],
    ['NAV date', c[3], 56, 'right'],
    ['Invested', c[4], 70, 'right'],
    ['Value', c[5], 70, 'right'],
    ['Returns', c[6], 70, 'right'],
    ['Returns %', c[7], 60, 'right'],
    ['XIRR', c[8], 86, 'right'],
  ];
  row(header, true);
  if (!portfolio.portfolioSchemes.length) doc.font(PDF_FONTS.regular).text('No holdings.', left);
  for (const s of portfolio.portfolioSchemes) {
    row([
      [`${s.metaData.schemeName} / ${s.folioNo}`, c[0], 210],
      [s.unitsAllocated, c[1], 56, 'right'],
      [s.todaysNAV ?? '-', c[2], 56, 'right'],
      [s.latestNavDateByBatch ? formatDisplayDate(s.latestNavDateByBatch) : '-', c[3], 56, 'right'],
      [formatIndianNumber(s.amountInvested), c[4], 70, 'right'],
      [formatIndianNumber(s.currentValue), c[5], 70, 'right'],
      [formatIndianNumber(s.returnAmount), c[6], 70, 'right'],
      [percent(s.returnPercentage), c[7], 60, 'right'],
      [returnsCell(s.xirr), c[8], 86, 'right'],
    ]);
  }
  doc.moveDown(0.8);

  doc.font(PDF_FONTS.bold).fontSize(11).text(`Capital gains, FY ${gains.fy}`, left);
  doc.moveDown(0.3).fontSize(8.5);
  const g = [left, 250, 340, 430, 520, 610, 700] as const;
  row(
    [
      ['Tax rule', g[0], 210],
      ['Sale value', g[1], 85, 'right'],
      ['Exit load', g[2], 85, 'right'],
      ['Cost for tax', g[3], 85, 'right'],
      ['Gain', g[4], 85, 'right'],
      ['Taxable', g[5], 85, 'right'],
      ['Tax (estimate)', g[6], 85, 'right'],
    ],
    true,
  );
  if (!gains.regimes.length) doc.font(PDF_FONTS.regular).text(`No sales in FY ${gains.fy}.`, left);
  for (const r of gains.regimes) {
    row([
      [r.label, g[0], 210],
      [rs(r.saleValue), g[1], 85, 'right'],
      [rs(r.exitLoad), g[2], 85, 'right'],
      [rs(r.costForTax), g[3], 85, 'right'],
      [rs(r.gain), g[4], 85, 'right'],
      [rs(r.taxable), g[5], 85, 'right'],
      [r.estimatedTax === null ? 'at slab rate' : rs(r.estimatedTax), g[6], 85, 'right'],
    ]);
  }
  if (gains.regimes.length) {
    row(
      [
        ['Total', g[0], 210],
        [rs(gains.totals.saleValue), g[1], 85, 'right'],
        [rs(gains.totals.exitLoad), g[2], 85, 'right'],
        [rs(gains.totals.costForTax), g[3], 85, 'right'],
        [rs(gains.totals.gain), g[4], 85, 'right'],
        ['', g[5], 85, 'right'],
        [rs(gains.estimatedTax), g[6], 85, 'right'],
      ],
      true,
    );
  }
  doc.moveDown(0.4).font(PDF_FONTS.regular).fontSize(7.5);
  doc.text(
    'Figures from the ledger at the latest published NAVs. XIRR is annualised over every cash flow and the value today; ' +
      'what was held for less than a year shows its absolute return instead (abs.), not annualised; — where a yearly rate would mean nothing. ' +
      "The tax is an estimate at the flat rates after the year's set-off (section 70) and before 4% cess and surcharge; slab-rate gains are added to the income.",
    left,
    doc.y,
    { width: doc.page.width - 2 * left },
  );
  return end();
}
