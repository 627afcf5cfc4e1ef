// The transactions feature's public face (server; issue 12 §3, decision 0111): the /transaction
// screen's list of the signed-in investor's orders. Reads the orders feature's and the ledger's
// rows; writes nothing.
import { transactionRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerContractRoutes } from '../../http/contract-routes';
import { TransactionsService } from './transactions.service';

export { TransactionsService, transactionStatus } from './transactions.service';

export function registerTransactionsFeature(app: FastifyInstance, options: { database: Database }): TransactionsService {
  const service = new TransactionsService(options);
  registerContractRoutes(app, transactionRoutes, {
    listTransactions: ({ request, query }) => service.list(app.sessions.requireUser(request).userId, query),
  });
  return service;
}
