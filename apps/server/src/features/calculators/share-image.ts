import { calculate, formatRupees, productMessages, type CalculatorKind } from '@sanchay/domain';
import sharp from 'sharp';

// The share image of a calculator result (spec 3 §3 "calculatorImage"; docs/decisions/0133): an
// SVG drawn here, turned into a PNG by sharp (libvips with librsvg, already the server's image
// library for uploads). Text uses the system's sans-serif font through fontconfig (DejaVu Sans or
// Noto Sans on Debian). 1200 × 630: the size chat apps preview a link's image at.

const own = productMessages.calculator;
const WIDTH = 1200;
const HEIGHT = 630;
const INVESTED = '#0b5d4b';
const GAINS = '#b4530a';
const INK = '#1f2933';
const MUTED = '#52606d';

export interface ShareImageInput {
  calculator: CalculatorKind;
  investmentAmt: number;
  rateOfReturn: number;
  timePeriod: number;
  advisorName: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The SVG of the result: the headline figures on the left, the bars of invested and gains by year on the right. */
export function shareImageSvg(input: ShareImageInput): string {
  const result = calculate(input.calculator, input);
  const title = input.calculator === 'sip' ? own.sipTitle : own.goalTitle;
  const lines: [string, string][] =
    input.calculator === 'sip'
      ? [
          [own.monthlyInvestment, formatRupees(result.monthlySip)],
          ['You Invest', formatRupees(result.invested)],
          ['You Gain', formatRupees(result.gains)],
          [own.futureValue, formatRupees(result.futureValue)],
        ]
      : [
          [own.goalAmount, formatRupees(result.futureValue)],
          [own.monthlySipNeeded, formatRupees(result.monthlySip)],
          ['You Invest', formatRupees(result.invested)],
          ['You Gain', formatRupees(result.gains)],
        ];
  const figures = lines
    .map(
      ([label, value], k) =>
        `<text x="60" y="${205 + k * 88}" font-size="24" fill="${MUTED}">${escapeXml(label)}</text>` +
        `<text x="60" y="${240 + k * 88}" font-size="34" font-weight="bold" fill="${INK}">${escapeXml(value)}</text>`,
    )
    .join('');

  // Bars: x from 560 to 1140, y from 150 (top) to 520 (axis).
  const left = 560;
  const right = 1140;
  const top = 150;
  const axis = 520;
  const max = result.years.at(-1)!.invested.plus(result.years.at(-1)!.gains);
  const slot = (right - left) / result.years.length;
  const barWidth = Math.max(4, slot * 0.7);
  const scale = (v: typeof max) => (max.isZero() ? 0 : v.div(max).times(axis - top).toNumber());
  const bars = result.years
    .map((y, k) => {
      const x = (left + k * slot + (slot - barWidth) / 2).toFixed(1);
      const hi = scale(y.invested);
      const hg = scale(y.gains.isNegative() ? y.gains.times(0) : y.gains);
      return (
        `<rect x="${x}" y="${(axis - hi).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${hi.toFixed(1)}" fill="${INVESTED}"/>` +
        `<rect x="${x}" y="${(axis - hi - hg).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${hg.toFixed(1)}" fill="${GAINS}"/>`
      );
    })
    .join('');
  const inputsLine = `${input.rateOfReturn}% a year · ${input.timePeriod} ${input.timePeriod === 1 ? 'year' : 'years'}`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Noto Sans, Liberation Sans, sans-serif">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
<rect width="${WIDTH}" height="12" fill="${INVESTED}"/>
<text x="60" y="80" font-size="40" font-weight="bold" fill="${INK}">${escapeXml(title)}</text>
<text x="60" y="125" font-size="24" fill="${MUTED}">${escapeXml(inputsLine)}</text>
${figures}
<line x1="${left}" y1="${axis}" x2="${right}" y2="${axis}" stroke="${MUTED}" stroke-width="2"/>
${bars}
<rect x="${left}" y="100" width="18" height="18" fill="${INVESTED}"/><text x="${left + 26}" y="116" font-size="20" fill="${INK}">${escapeXml(own.chartInvested)}</text>
<rect x="${left + 160}" y="100" width="18" height="18" fill="${GAINS}"/><text x="${left + 186}" y="116" font-size="20" fill="${INK}">${escapeXml(own.chartGains)}</text>
<text x="${left}" y="550" font-size="20" fill="${MUTED}">${escapeXml(`${own.chartYear} 1`)}</text>
<text x="${right}" y="550" font-size="20" fill="${MUTED}" text-anchor="end">${escapeXml(`${own.chartYear} ${input.timePeriod}`)}</text>
<text x="60" y="592" font-size="20" fill="${INK}">${escapeXml(own.sharedBy(input.advisorName))}</text>
<text x="60" y="618" font-size="17" fill="${MUTED}">${escapeXml(own.disclaimer)}</text>
</svg>`;
}

/** The PNG of {@link shareImageSvg}. */
export async function shareImagePng(input: ShareImageInput): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(input))).png().toBuffer();
}
