// Uploads: cancelled cheques (read by OCR) and signatures, kept in the storage party.
export { UploadsService, type UploadsDeps, type PartyErrorLog } from './uploads.service';
export { registerUploadRoutes } from './uploads.routes';
export type { UploadedFileRow } from './uploads.queries';
export { incomingFile, uploadScope, type IncomingFile } from './upload-scope';
export { isReadableImage } from './upload-images';
