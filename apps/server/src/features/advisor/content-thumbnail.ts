// A content item's thumbnail (spec 3 §7 "GET thumbnail image, query fileName"), drawn by the
// product: an SVG card of the item's category and heading, rendered to PNG by sharp (already the
// server's image library), once per file per process.
import sharp from 'sharp';

const PALETTE = ['#0b6e4f', '#1d4ed8', '#7c3aed', '#b45309', '#be123c'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Words of `text` in lines of at most `width` characters (a heading on a small card). */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

export async function drawThumbnail(item: { categoryId: number; category: string; heading: string }): Promise<Buffer> {
  const colour = PALETTE[item.categoryId % PALETTE.length]!;
  const heading = lines(item.heading, 24)
    .map((l, i) => `<text x="24" y="${92 + i * 30}" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="225" viewBox="0 0 400 225">
  <rect width="400" height="225" rx="16" fill="${colour}"/>
  <circle cx="350" cy="40" r="70" fill="#ffffff" fill-opacity="0.12"/>
  <text x="24" y="44" font-family="DejaVu Sans, Arial, sans-serif" font-size="15" fill="#ffffff" fill-opacity="0.85">${escapeXml(item.category.toUpperCase())}</text>
  <g font-family="DejaVu Sans, Arial, sans-serif">${heading}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
