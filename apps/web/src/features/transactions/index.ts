// The transactions feature's public face (web; decision 0111): /transaction, Transactions in the
// account sidebar. Same name as the server's features/transactions.
import { lazyComponent } from '../../ui';

export const TransactionsPage = lazyComponent('transactions/TransactionsPage', () => import('./transactions-page'));
