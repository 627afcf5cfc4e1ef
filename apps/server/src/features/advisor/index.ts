// The advisor feature's public face. So far (issue 3): the agent lookup and the advisor host's
// customer count and AUM summary; the customers list and acting for a customer come with the
// advisor issue.
export { AgentService, advisorMessages, type AdvisorHostSettings, type AdvisorCaller } from './agent.service';
export { registerAgentRoutes } from './agent.routes';
export { advisorAppLink, loanAgainstMfLink, withQueryParam, MY_CUSTOMERS_PATH } from './advisor-links';
export { CustomerSharing, type CustomerShare, type ShareCaller, type SharingAdvisor } from './customer-share';
export { AgentRegistrationService, agentNotAllowed, type AgentCaller } from './agent-registration.service';
export { registerAgentRegistrationRoutes } from './agent-registration.routes';
export { AdvisorHomeService } from './advisor-home.service';
export { registerAdvisorHomeRoutes } from './advisor-home.routes';
