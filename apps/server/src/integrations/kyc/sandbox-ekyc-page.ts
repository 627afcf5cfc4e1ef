import type { FastifyInstance } from 'fastify';
import { genders, occupationTypeOf } from '@sanchay/domain';
import { acceptFormPosts, escapeHtml, sandboxPartyPage as page } from '../../http/sandbox-party-page';
import { SANDBOX_EKYC_DEFAULTS, type SandboxKycProvider } from './sandbox-kyc-provider';

/** Where the sandbox e-KYC provider's page lives (outside /api and /v1: it is the party's site). */
export const SANDBOX_EKYC_PATH = '/sandbox/e-kyc';

const OCCUPATIONS: [string, string][] = [
  ['01', '01 Private sector service'],
  ['02', '02 Public sector service'],
  ['03', '03 Business'],
  ['06', '06 Student'],
  ['99', '99 Others'],
];

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
  acceptFormPosts(app);
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
