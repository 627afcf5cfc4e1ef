import { agentCertificatePaths, agentRegistrationRoutes, type AgentRegistrationRequest } from '@sanchay/contract';
import { callApi } from '../../../app/api-client';

// The registration's calls (packages/contract/src/agent-registration.ts). Loaded with the Register
// popup or the sale guard's first check, never on a direct investor's page.

const R = agentRegistrationRoutes;

export const fetchCertificates = (agentCode: string, signal?: AbortSignal) =>
  callApi({ ...R.getCertificates, path: agentCertificatePaths.certificates(agentCode) }, { signal });

export const saveCertificates = (agentCode: string, body: AgentRegistrationRequest) =>
  callApi({ ...R.saveCertificates, path: agentCertificatePaths.certificates(agentCode) }, { body });

export const uploadCertificate = (agentCode: string, kind: 'nism' | 'arn', file: File) =>
  callApi(
    kind === 'nism'
      ? { ...R.uploadNismPicture, path: agentCertificatePaths.nismPicture(agentCode) }
      : { ...R.uploadArnPicture, path: agentCertificatePaths.arnPicture(agentCode) },
    { file },
  );

export const fetchTransactionAllow = (agentCode: string, signal?: AbortSignal) =>
  callApi(R.agentTransactionAllow, { query: { agentCode }, signal });
