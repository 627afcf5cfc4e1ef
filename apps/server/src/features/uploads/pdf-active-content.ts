import { inflateSync } from 'node:zlib';

// A PDF cheque is kept as sent (it is not read by OCR), so one that could act when opened is
// refused: JavaScript, actions run on opening or on a page or field event, launching a program,
// embedded files, forms that submit or fetch, rich media. We refuse rather than parse: any of
// these names anywhere in the file or in any compressed stream (where object streams hide
// dictionaries) is enough; a scanned cheque has none of them (docs/decisions/0019).

const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  // Encrypted strings and streams cannot be looked into.
  'Encrypt',
]);

/** Inflated bytes looked at per file: a compression bomb stops here and is refused. */
const MAX_INFLATED_BYTES = 50_000_000;

// A PDF name: a solidus and the regular characters after it; `#xx` is a hex-escaped byte.
const NAME = /\/([^\s/[\]<>(){}%]+)/g;
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    if (ACTIVE_NAMES.has(decodeName(match[1]!))) return true;
  }
  return false;
}

/** The file cut at its streams: the text between them, and each stream's dictionary and data. */
function split(text: string, bytes: Uint8Array): { outside: string[]; streams: { dict: string; data: Uint8Array }[] } {
  const outside: string[] = [];
  const found: { dict: string; data: Uint8Array }[] = [];
  const start = /(?<!end)stream\r?\n/g;
  let last = 0;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const from = m.index + m[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    outside.push(text.slice(last, m.index));
    const objectStart = text.lastIndexOf(' obj', m.index);
    found.push({ dict: text.slice(Math.max(objectStart, m.index - 4096, 0), m.index), data: bytes.subarray(from, to) });
    last = to;
    start.lastIndex = to;
  }
  outside.push(text.slice(last));
  return { outside, streams: found };
}

/**
 * True when the PDF could act when opened, or when it hides what it holds (encrypted, an object
 * stream that does not inflate, more compressed dictionaries than a cheque needs). Stream data
 * other than object streams (page content, images, fonts) holds no dictionaries and is skipped:
 * random image bytes would spell a short name like /JS now and then.
 */
export function pdfHasActiveContent(bytes: Uint8Array): boolean {
  // latin1 maps each byte to one character, so offsets in the text are offsets in the bytes.
  const { outside, streams } = split(Buffer.from(bytes).toString('latin1'), bytes);
  if (outside.some(hasActiveName)) return true;
  let budget = MAX_INFLATED_BYTES;
  for (const { dict, data } of streams) {
    // Object streams (PDF 1.5) hold dictionaries, compressed; they must inflate to be looked into.
    if (!/\/ObjStm\b/.test(dict)) continue;
    if (!/\/FlateDecode\b/.test(dict)) return true;
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, { maxOutputLength: budget });
    } catch {
      // Not Flate data after all, or over the budget: nothing we can vouch for.
      return true;
    }
    budget -= inflated.length;
    if (hasActiveName(inflated.toString('latin1'))) return true;
  }
  return false;
}
