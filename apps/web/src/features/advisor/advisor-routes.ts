// The advisor routes of the contract, behind a dynamic import of advisor-queries.ts (see there).
export { agentCustomersPath, agentPath, agentRoutes, aumSummaryPath } from '@sanchay/contract';
