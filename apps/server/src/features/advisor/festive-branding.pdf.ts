// The advisor's festive-branding PDF (spec 1 §7 "festive-branding PDF", brandingType DIWALI):
// a greeting card an advisor sends their customers, with the advisor's name and ARN, drawn with
// PDFKit, the project's PDF library (decision 0068), in its embedded font (decision 0170); uncompressed, so tests read it.

import { PDF_FONTS, usePdfFonts } from '../../http/pdf-fonts';
export interface FestiveBrandingAdvisor {
  name: string;
  arn: string | null;
  euin: string | null;
  agentCode: string;
}

const DIWALI = {
  title: 'Happy Diwali',
  greeting:
    'May this festival of lights bring health, happiness and prosperity to you and your family. ' +
    'As you light a lamp this Diwali, light one for your goals too: a SIP started today is a gift to your future self.',
  background: '#3b1054',
  accent: '#f5b301',
};

/** One A4 page: the greeting, a row of diyas, and the advisor's name, ARN and EUIN. */
export async function festiveBrandingPdf(advisor: FestiveBrandingAdvisor): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 0, compress: false, info: { Title: `${DIWALI.title} from ${advisor.name}`, Author: advisor.name } });
  usePdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(DIWALI.background);
  // A row of diyas: a bowl and a flame each.
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * ((width - 160) / 6);
    doc.ellipse(x, 250, 22, 10).fill('#d9480f');
    doc.moveTo(x, 210).bezierCurveTo(x + 10, 228, x + 6, 240, x, 242).bezierCurveTo(x - 6, 240, x - 10, 228, x, 210).fill(DIWALI.accent);
  }
  doc.fillColor(DIWALI.accent).font(PDF_FONTS.bold).fontSize(44).text(DIWALI.title, 0, 110, { width, align: 'center' });
  doc.fillColor('#ffffff').font(PDF_FONTS.regular).fontSize(15).text(DIWALI.greeting, 70, 310, { width: width - 140, align: 'center', lineGap: 4 });
  doc.rect(60, height - 230, width - 120, 150).lineWidth(2).stroke(DIWALI.accent);
  doc.fillColor('#ffffff').font(PDF_FONTS.regular).fontSize(12).text('With warm wishes from your mutual fund distributor', 60, height - 210, { width: width - 120, align: 'center' });
  doc.font(PDF_FONTS.bold).fontSize(22).text(advisor.name, 60, height - 185, { width: width - 120, align: 'center' });
  const ids = [advisor.arn ? `ARN: ${advisor.arn}` : null, advisor.euin ? `EUIN: ${advisor.euin}` : null, `Agent code: ${advisor.agentCode}`].filter(Boolean).join('   ');
  doc.font(PDF_FONTS.regular).fontSize(12).text(ids, 60, height - 150, { width: width - 120, align: 'center' });
  doc.fontSize(8).fillColor('#e9d8fd').text(
    'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
    60,
    height - 60,
    { width: width - 120, align: 'center' },
  );
  doc.end();
  return done;
}
