/**
 * Names every API call of the browser needs (cookie and header names, the upload part, the idle
 * timeout, the CSRF failure code), in a module without zod schemas: the web app's entry chunk
 * imports these, and importing them from session.ts or uploads.ts would bring those modules'
 * schemas (and zod) into its first load. session.ts and uploads.ts re-export them.
 */
export const SESSION_COOKIE = 'sanchay_session';
export const CSRF_COOKIE = 'sanchay_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Spec 1 §4, §9: a signed-in session ends after 1800 s without activity. */
export const IDLE_TIMEOUT_SECONDS = 1800;
/** A POST without the session's CSRF token, or with no live session (SessionErrorEnum.CSRF_FAILED). */
export const CSRF_FAILED = 'CSRF_FAILED';
/** The multipart part that carries an uploaded file. */
export const UPLOAD_FILE_FIELD = 'file';
