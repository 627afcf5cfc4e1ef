// The advisor feature's public face. So far: the agent lookup (issue 3); the advisor host's
// customers, AUM and acting for a customer come with the advisor issue.
export { AgentService, advisorMessages } from './agent.service';
export { registerAgentRoutes } from './agent.routes';
