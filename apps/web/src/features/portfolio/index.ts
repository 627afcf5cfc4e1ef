// The portfolio feature's public face (web): /profile/portfolio and /portfolio-details (spec 3
// §2), each loaded on demand; the row action menu and its plug-in point for the Redeem, Invest
// More and STP dialogs (README.md). Same name as the server's features/portfolio.
import { lazyComponent } from '../../ui';

export const PortfolioPage = lazyComponent('portfolio/PortfolioPage', () => import('./portfolio-page'));
export const PortfolioDetailsPage = lazyComponent('portfolio/PortfolioDetailsPage', () => import('./portfolio-details-page'));
export { usePortfolio, useHoldingDetails, portfolioKeys } from './portfolio-api';
export type { HoldingDialogProps } from './action-dialogs';
