// The cheque-reading party (OCR): port and the offline Tesseract adapter.
export type { ChequeReader } from './cheque-reader';
export { ChequeReadingError, TesseractChequeReader, ENG_LANG_PATH, type TesseractChequeReaderOptions } from './tesseract-cheque-reader';
