// The cheque-reading party (OCR): port and the offline Tesseract adapter.
export type { ChequeReader } from './cheque-reader';
export { TesseractChequeReader, ENG_LANG_PATH } from './tesseract-cheque-reader';
