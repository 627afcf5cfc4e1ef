import type { FastifyInstance } from 'fastify';
import { genders, occupationTypeOf } from '@sanchay/domain';
import { SANDBOX_EKYC_DEFAULTS, type SandboxKycProvider } from './sandbox-kyc-provider';

/** Where the sandbox e-KYC provider's page lives (outside /api and /v1: it is the party's site). */
export const SANDBOX_EKYC_PATH = '/sandbox/e-kyc';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const OCCUPATIONS: [string, string][] = [
  ['01', '01 Private sector service'],
  ['02', '02 Public sector service'],
  ['03', '03 Business'],
  ['06', '06 Student'],
  ['99', '99 Others'],
];

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1b2430}
h1{font-size:1.4rem}.note{background:#fff4d6;padding:.75rem;border-radius:.5rem}
label{display:block;margin-top:.9rem;font-weight:600}input,select{display:block;width:100%;padding:.5rem;margin-top:.25rem;font:inherit;box-sizing:border-box}
button{margin-top:1.25rem;padding:.7rem 1.4rem;font:inherit;font-weight:600;background:#0b5cad;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox e-KYC provider's page (sandbox mode only): it shows what a real provider would
 * collect (Aadhaar-based identity and address, date of birth, gender, occupation), lets a tester
 * change it, and on Complete sends the browser back to /v1/signzy-callback?requestId=….
 */
export async function registerSandboxEkycPage(app: FastifyInstance, provider: SandboxKycProvider): Promise<void> {
  // Its own scope: the page's form posts urlencoded, which no API route should accept.
  await app.register(async (scope) => routes(scope, provider));
}

function routes(app: FastifyInstance, provider: SandboxKycProvider): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.get<{ Params: { requestId: string } }>(`${SANDBOX_EKYC_PATH}/:requestId`, async (request, reply) => {
    const pending = await provider.pendingRequest(request.params.requestId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!pending) {
      return reply.code(404).send(page('e-KYC link expired', '<h1>This e-KYC link has expired</h1><p>Please start the KYC process again from Sanchay.</p>'));
    }
    const d = SANDBOX_EKYC_DEFAULTS;
    const genderOptions = Object.entries(genders)
      .map(([code, label]) => `<option value="${code}"${code === d.gender ? ' selected' : ''}>${escapeHtml(label)}</option>`)
      .join('');
    const occupationOptions = OCCUPATIONS.map(
      ([code, label]) => `<option value="${code}"${code === d.occupation ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    ).join('');
    return page(
      'Sandbox e-KYC',
      `<h1>Sandbox e-KYC provider</h1>
<p class="note">This page stands in for the e-KYC partner in sandbox mode. A real provider would verify the Aadhaar by OTP, take a live photo and a signature here.</p>
<dl><dt>PAN</dt><dd>${escapeHtml(pending.pan)}</dd><dt>Name</dt><dd>${escapeHtml(pending.name)}</dd>
<dt>Mobile</dt><dd>${escapeHtml(pending.mobile)}</dd><dt>E-mail</dt><dd>${escapeHtml(pending.email ?? '—')}</dd></dl>
<form method="post" action="${SANDBOX_EKYC_PATH}/${encodeURIComponent(request.params.requestId)}/complete">
<label for="dob">Date of birth (from Aadhaar)</label><input id="dob" name="dob" type="date" required value="${d.dob}">
<label for="gender">Gender</label><select id="gender" name="gender">${genderOptions}</select>
<label for="address">Address (from Aadhaar)</label><input id="address" name="address" required maxlength="200" value="${escapeHtml(d.address)}">
<label for="pincode">Pincode</label><input id="pincode" name="pincode" required pattern="[1-9][0-9]{5}" inputmode="numeric" value="${d.pincode}">
<label for="occupation">Occupation</label><select id="occupation" name="occupation">${occupationOptions}</select>
<button type="submit">Complete</button>
</form>`,
    );
  });

  app.post<{ Params: { requestId: string }; Body: Record<string, string | undefined> }>(
    `${SANDBOX_EKYC_PATH}/:requestId/complete`,
    async (request, reply) => {
      const body = request.body ?? {};
      const d = SANDBOX_EKYC_DEFAULTS;
      const gender = body.gender === 'M' || body.gender === 'F' || body.gender === 'O' ? body.gender : d.gender;
      const dob = /^\d{4}-\d{2}-\d{2}$/.test(body.dob ?? '') ? body.dob! : d.dob;
      const pincode = /^[1-9][0-9]{5}$/.test(body.pincode ?? '') ? body.pincode! : d.pincode;
      const occupation = occupationTypeOf(body.occupation) ? body.occupation! : d.occupation;
      const address = (body.address ?? '').trim().slice(0, 200) || d.address;
      const back = await provider.complete(request.params.requestId, { gender, dob, address, pincode, occupation });
      if (!back) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page('e-KYC link expired', '<h1>This e-KYC link has expired</h1><p>Please start the KYC process again from Sanchay.</p>'));
      }
      return reply.redirect(back, 303);
    },
  );
}
