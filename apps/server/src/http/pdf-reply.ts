import type { FastifyReply } from 'fastify';

/**
 * Sends a PDF made for the caller alone (a cheque challan, a mandate form): never kept by a
 * shared cache, never sniffed as anything but a PDF. `inline` opens it in the browser,
 * `attachment` downloads it.
 */
export function sendPdf(
  reply: FastifyReply,
  bytes: Buffer,
  file: { name: string; disposition: 'inline' | 'attachment' },
): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${file.disposition}; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
