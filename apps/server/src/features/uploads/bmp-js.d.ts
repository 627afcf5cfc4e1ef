// bmp-js 0.1 ships no types: the one function this feature calls (upload-images.ts decodeBmp).
declare module 'bmp-js' {
  /** Decodes a BMP; `data` is width × height × 4 bytes in A, B, G, R order. Throws on a bad file. */
  export function decode(buffer: Buffer): { data: Buffer; width: number; height: number };
}
