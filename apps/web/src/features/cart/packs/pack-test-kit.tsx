// Shared by the pack component tests: sample packs and pack items, and the app's providers with a
// memory router (the pack screens link to each other) and a signed-out session.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { MintPackInvestment, PackDetails } from '@sanchay/contract';
import { ConfirmProvider, FlashBar, FlashProvider } from '../../../ui';
import { SessionProvider } from '../../session';

export const THIRDS: PackDetails = {
  mintPackId: 'first-time-investor',
  packName: 'First-time Investor',
  description: 'An index fund, a large cap fund and a liquid fund. A demo bundle.',
  minLumpsumAmount: '15002.00',
  minSipAmount: '1501.00',
  purchaseAllowed: true,
  sipAllowed: true,
  sipDates: [5, 10, 20, 25],
  funds: [
    fund(
      120716,
      'UTI Nifty 50 Index Fund - Direct - Growth',
      'Index Funds',
      '33.34',
      '5000.00',
      [5, 10, 14, 20, 25],
    ),
    fund(
      119018,
      'HDFC Large Cap Fund - Direct Plan - Growth',
      'Large Cap',
      '33.33',
      '5000.00',
      [1, 5, 10, 15, 20, 25],
    ),
    fund(
      119568,
      'ABSL Liquid Fund - Direct Plan - Growth',
      'Liquid',
      '33.33',
      '500.00',
      [1, 5, 10, 15, 20, 25, 28],
    ),
  ],
};

function fund(
  schemeId: number,
  schemeName: string,
  subCategory: string,
  weight: string,
  minLumpsum: string,
  sipDates: number[],
) {
  return {
    schemeId,
    schemeName,
    brand: 'Some Mutual Fund',
    category: subCategory === 'Liquid' ? 'Money Market' : 'Equity',
    subCategory,
    weight,
    minLumpsumAmount: minLumpsum,
    minSipAmount: '500.00',
    sipDates,
  };
}

export function packItem(over: {
  id: string;
  name?: string;
  packId?: string;
  type: 'SIP' | 'Lumpsum';
  amount: string;
  sipDate?: number;
  months?: number;
  total: string;
  split?: [string, string, string][];
}): MintPackInvestment {
  return {
    encryptedMintPackId: over.packId ?? 'first-time-investor',
    packName: over.name ?? 'First-time Investor',
    investmentType: over.type,
    totalAmount: over.total,
    investmentDetail: [
      {
        investmentId: over.id,
        investmentType: over.type,
        investmentFrequency: over.type === 'SIP' ? 1 : 0,
        sipDate: over.sipDate ?? 1,
        numOfInstallments: over.months ?? 1,
        amount: over.amount,
      },
    ],
    fundSplit: (over.split ?? []).map(([schemeName, weight, amount], i) => ({
      schemeId: 100 + i,
      schemeName,
      brand: 'Some Mutual Fund',
      category: 'Equity',
      subCategory: 'Large Cap',
      weight,
      amount,
    })),
    sipDates: [5, 10, 20, 25],
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderPackScreen(element: ReactElement, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider fetchOnStart={false} initial={{ status: 'signed-out' }}>
        <MemoryRouter initialEntries={[path]}>
          <FlashProvider>
            <ConfirmProvider>
              <FlashBar />
              {element}
              <Location />
            </ConfirmProvider>
          </FlashProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}
