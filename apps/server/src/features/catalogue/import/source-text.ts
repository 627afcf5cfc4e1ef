// AMFI's files as text, read defensively: they come from outside (a download, a copy someone
// saved with Excel), so the bytes are decoded by what they are, and a file that is not the text
// we expect is refused with a reason instead of being imported as nonsense.
//
// A byte-order mark says UTF-8 or UTF-16; otherwise the bytes are decoded as UTF-8 with the
// platform's TextDecoder and `fatal: true`, which fails on the first sequence that is not UTF-8,
// and then as Windows-1252, the code page Excel on Windows saves "CSV" and text in. Valid UTF-8
// almost never happens by accident in Windows-1252 text, so the order is exact where a statistical
// detector (chardet) would guess between look-alike code pages on short files. Windows-1252 goes
// through iconv-lite: Node's TextDecoder('windows-1252') decodes 0x80–0x9F as Latin-1 control
// characters (an en dash 0x96 becomes U+0096), not as the code page's “ ” – € ….
// See docs/decisions/0023-nav-importer-refusals.md.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import iconv from 'iconv-lite';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** An import the file itself makes impossible: nothing was stored. */
export class ImportRefused extends Error {
  override readonly name = 'ImportRefused';
}

export type TextSource = string | { path: string } | { text: string };

export interface SourceText {
  text: string;
  encoding: TextEncodingName;
  /** The file's name without its folder ('text' for text given directly). */
  name: string;
}

// Characters no AMFI file holds: NUL and the other C0 controls but tab, CR and LF, and the C1
// controls (what Windows-1252's five unassigned bytes decode to, and a sign of a binary file).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function decode(encoding: Exclude<TextEncodingName, 'windows-1252'>, bytes: Uint8Array): string {
  return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
}

/** Bytes → text and the encoding they were in; refuses binary content. */
export function decodeText(bytes: Uint8Array, name = 'the file'): { text: string; encoding: TextEncodingName } {
  const marked: Exclude<TextEncodingName, 'windows-1252'> =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  let encoding: TextEncodingName = marked;
  let text: string;
  try {
    text = decode(marked, bytes);
  } catch {
    if (marked !== 'utf-8' || (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
      throw new ImportRefused(`${name} is not valid ${marked.toUpperCase()} text`);
    }
    encoding = 'windows-1252';
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
    // The five bytes Windows-1252 leaves unassigned (0x81, 0x8D, 0x8F, 0x90, 0x9D).
    if (text.includes('\uFFFD')) throw new ImportRefused(`${name} is neither UTF-8 nor Windows-1252 text`);
  }
  const bad = CONTROL.exec(text);
  if (bad) {
    const code = bad[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase();
    throw new ImportRefused(`${name} is not a text file: it holds the control character U+${code}`);
  }
  return { text, encoding };
}

// A line that opens with a tag: AMFI's files never have one; a web page (an error page, or the
// rows wrapped in <pre>) always does.
const HTML_LINE = /^\s*<(?:!doctype|\/?[a-z][a-z0-9]*[\s>/]|!--|\?xml)/im;

/** Refuses an HTML (or XML) page given in place of a data file. */
export function refuseHtml(text: string, name: string): void {
  if (HTML_LINE.test(text)) {
    throw new ImportRefused(`${name} is a web page (HTML), not an AMFI file: download the file itself`);
  }
}

/** Reads and decodes a source; a plain string is a file path. Refuses HTML and binary files. */
export async function readSource(source: TextSource): Promise<SourceText> {
  if (typeof source !== 'string' && 'text' in source) {
    refuseHtml(source.text, 'text');
    return { text: source.text, encoding: 'utf-8', name: 'text' };
  }
  const file = typeof source === 'string' ? source : source.path;
  const name = path.basename(file);
  const { text, encoding } = decodeText(await readFile(file), name);
  refuseHtml(text, name);
  return { text, encoding, name };
}
