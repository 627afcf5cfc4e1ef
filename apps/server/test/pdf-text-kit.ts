import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from 'pdf-lib';

// The text a PDFKit document draws, read back through pdf-lib (decision 0131) as a reader would:
// page by page, each TJ array decoded in the font its Tf selected. A standard font's strings are
// its bytes (WinAnsi, Latin-1 here); an embedded font's are 2-byte glyph ids, decoded through the
// font's ToUnicode map (decision 0170: the product's fonts are embedded so that ₹ prints).

type Decoder = (bytes: Buffer) => string;

const latin1: Decoder = (bytes) => bytes.toString('latin1');

function streamText(doc: PDFDocument, obj: PDFObject | undefined): string {
  const stream = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  // Inflated when the document was compressed (its Filter), as a reader does.
  return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';
}

/** A CMap's UTF-16BE hex ('0066 0069' for a ligature: two code units, spaces between them allowed). */
const hexUnicode = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap (bfchar and bfrange, as PDFKit writes them) as a decoder of 2-byte codes. */
function cmapDecoder(cmap: string): Decoder {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, uni] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code!, 16), hexUnicode(uni!));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, , rest] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const start = parseInt(lo!, 16);
      if (rest!.startsWith('[')) [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, uni], i) => map.set(start + i, hexUnicode(uni!)));
      else map.set(start, hexUnicode(rest!.slice(1, -1)));
    }
  }
  return (bytes) => {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) text += map.get(bytes.readUInt16BE(i)) ?? '\uFFFD';
    return text;
  };
}

/** The text of every page, one line per TJ (joined by `join`, a new line by default), in drawing order. */
export async function pdfText(bytes: Uint8Array, join = '\n'): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Decoder>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = doc.context.lookup(ref);
        const toUnicode = font instanceof PDFDict ? font.get(PDFName.of('ToUnicode')) : undefined;
        fonts.set(name.asString(), toUnicode ? cmapDecoder(streamText(doc, toUnicode)) : latin1);
      }
    }
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
    const content = Array.isArray((resolved as { asArray?: () => PDFObject[] })?.asArray?.())
      ? (resolved as unknown as { asArray: () => PDFObject[] }).asArray().map((o) => streamText(doc, o)).join('\n')
      : streamText(doc, resolved);
    let decode: Decoder = latin1;
    for (const [, font, array] of content.matchAll(/(\/[\w.+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (font) decode = fonts.get(font) ?? latin1;
      else lines.push([...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => decode(Buffer.from(hex!, 'hex'))).join(''));
    }
  }
  return lines.join(join);
}
