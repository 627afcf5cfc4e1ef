import {
  capitalGainsRoutes,
  capitalGainsStatement,
  taxHarvestHint,
  type CapitalGainsStatement,
  type TaxHarvestHint,
} from '@sanchay/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { setViewportWidth } from '../../testing/match-media';
import { renderApp } from '../../testing/render-app';
import { fakeOnboardingServer } from '../onboarding/onboarding-test-kit';
import { ok, signedInSession } from '../session/testing/session-fixtures';

// /profile/portfolio/capital-gains (decision 0101) against a fake server answering the contract's shapes.

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
  setViewportWidth(1366);
});

const statement = (fy: string): CapitalGainsStatement => ({
  fy,
  from: `${fy.slice(0, 4)}-04-01`,
  to: `${Number(fy.slice(0, 4)) + 1}-03-31`,
  years: ['2026-27', '2025-26', '2024-25'],
  regimes: [
    {
      regime: 'equity-long-12.5',
      label: 'LTCG 12.5% (s. 112A)',
      assetClass: 'equity',
      term: 'long',
      section: '112A',
      ratePercent: '12.5',
      period: 'from-2024-07-23',
      parts: 1,
      saleValue: '24000.00',
      cost: '10000.00',
      costForTax: '12000.00',
      stt: '0.24',
      exitLoad: '0.00',
      gain: '12000.00',
      setOff: '0.00',
      afterSetOff: '12000.00',
      taxable: '0.00',
      exemptionUsed: '12000.00',
      estimatedTax: '0.00',
    },
    {
      regime: 'other-50aa-slab',
      label: 'Short-term at slab (s. 50AA)',
      assetClass: 'other',
      term: 'short',
      section: '50AA',
      ratePercent: null,
      period: 'any',
      parts: 1,
      saleValue: '10700.00',
      cost: '10000.00',
      costForTax: '10000.00',
      stt: '0.00',
      exitLoad: '0.00',
      gain: '700.00',
      setOff: '0.00',
      afterSetOff: '700.00',
      taxable: '700.00',
      exemptionUsed: '0.00',
      estimatedTax: null,
    },
  ],
  totals: {
    saleValue: '34700.00',
    cost: '20000.00',
    costForTax: '22000.00',
    stt: '0.24',
    exitLoad: '24.00',
    gain: '12700.00',
  },
  exemption: { limit: '125000.00', used: '12000.00' },
  equityLongTermGain: '12000.00',
  equityLongTermGainAfterSetOff: '12000.00',
  carriedForward: { shortTerm: '0.00', longTerm: '3500.00' },
  estimatedTax: '200.00',
  cess: '8.00',
  estimatedTaxWithCess: '208.00',
  slabRateGain: '700.00',
  schemes: [
    {
      schemeName: 'Alpha Nifty 50 Index Fund',
      isin: 'INF000000001',
      taxClass: 'equity-oriented',
      taxClassBasis: 'Equity index fund: at least 65 % in listed domestic equity',
    },
  ],
  parts: [
    {
      folioNo: 'F1',
      schemeId: 1,
      schemeName: 'Alpha Flexi Cap Fund',
      isin: 'INF000000001',
      assetClass: 'equity',
      taxClass: 'equity-oriented',
      taxClassBasis: 'Equity index fund: at least 65 % in listed domestic equity',
      saleKind: 'redemption',
      acquiredOn: '2017-06-01',
      soldOn: '2025-06-10',
      holdingDays: 2931,
      units: '200.0000',
      cost: '10000.00',
      grandfathered: true,
      fmvPerUnit2018: '60.0000',
      indexedCost: null,
      costForTax: '12000.00',
      saleValue: '24000.00',
      stt: '0.24',
      exitLoad: '0.00',
      term: 'long',
      regime: 'equity-long-12.5',
      regimeLabel: 'LTCG 12.5% (s. 112A)',
      gain: '12000.00',
    },
  ],
});

const hint: TaxHarvestHint = {
  fy: '2026-27',
  asOf: '2026-11-25',
  limit: '125000.00',
  realised: '0.00',
  remaining: '125000.00',
  available: '3000.00',
  harvested: '3000.00',
  suggestions: [
    {
      folioNo: 'F1',
      schemeId: 1,
      schemeName: 'Alpha Flexi Cap Fund',
      units: '100.000',
      amount: '5000.00',
      gain: '3000.00',
      navDate: '2026-11-24',
    },
  ],
};

function gainsServer() {
  const server = fakeOnboardingServer({ session: signedInSession() });
  const asked: string[] = [];
  server.override = (path) => {
    if (path === capitalGainsRoutes.getTaxHarvest.path) return ok(taxHarvestHint, hint);
    return undefined;
  };
  // The statement's answer depends on its query, which the fake server's override does not see.
  const inner = vi.mocked(globalThis.fetch).getMockImplementation()!;
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === capitalGainsRoutes.getCapitalGains.path) {
      // No year asked: the server's current one (the hint's).
      asked.push(url.searchParams.get('fy') ?? 'none');
      return ok(capitalGainsStatement, statement(url.searchParams.get('fy') ?? hint.fy));
    }
    return inner(input, init);
  });
  return asked;
}

describe('Capital gains', () => {
  it("opens on the server's year, with the summary, the downloads, the hint and the lots", async () => {
    const asked = gainsServer();
    renderApp('/profile/portfolio/capital-gains');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capital gains' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Financial year')).toHaveValue('2026-27');
    // Asked at once, beside the hint, not after it.
    expect(asked).toEqual(['none']);
    const summary = screen.getByRole('region', { name: 'Summary by tax rule' });
    expect(within(summary).getByRole('row', { name: /LTCG 12.5% \(s. 112A\)/ })).toHaveTextContent(
      '₹12,000.00',
    );
    expect(within(summary).getByRole('row', { name: /Short-term at slab/ })).toHaveTextContent(
      'At your slab rate',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/v1/portfolio/capital-gains/statement.pdf?fy=2026-27',
    );
    expect(screen.getByRole('link', { name: 'Schedule 112A (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/portfolio/capital-gains/schedule-112a.csv?fy=2026-27',
    );
    expect(
      screen.getByText(
        '₹1,25,000.00 of long-term equity gains can still be realised tax-free in FY 2026-27.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Cost grandfathered at the NAV of 31/01/2018')).toBeInTheDocument();
    // The year's exit loads (deducted from the sale value, decision 0124) beside the STT.
    expect(screen.getByText('₹24.00')).toBeInTheDocument();
  });

  it('shows the estimate with cess, the slab income and losses apart, and each fund’s tax class (decision 0156)', async () => {
    gainsServer();
    renderApp('/profile/portfolio/capital-gains');
    const cess = await screen.findByText('Health and education cess (4%)');
    expect(cess.nextElementSibling).toHaveTextContent('₹8.00');
    expect(screen.getAllByText('Estimated tax with cess')[0]?.nextElementSibling).toHaveTextContent(
      '₹208.00',
    );
    expect(
      screen.getByText(
        '₹700.00 of gains is taxed at your slab rate: add it to your income. The estimate does not tax it.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Losses to carry forward (up to 8 years): short-term ₹0.00, long-term ₹3,500.00.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Surcharge .* and your slab rate are yours to apply/),
    ).toBeInTheDocument();
    const classes = screen.getByRole('region', { name: 'Tax class of each fund sold' });
    expect(within(classes).getByText('Equity-oriented')).toBeInTheDocument();
    expect(
      within(classes).getByText('Equity index fund: at least 65 % in listed domestic equity'),
    ).toBeInTheDocument();
  });

  it('asks for the year chosen in the picker', async () => {
    const asked = gainsServer();
    renderApp('/profile/portfolio/capital-gains');
    await userEvent.selectOptions(await screen.findByLabelText('Financial year'), '2024-25');
    expect(await screen.findByText('Sales from 01/04/2024 to 31/03/2025')).toBeInTheDocument();
    expect(asked).toEqual(['none', '2024-25']);
  });
});
