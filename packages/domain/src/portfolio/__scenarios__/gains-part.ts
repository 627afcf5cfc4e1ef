import { Decimal } from '../../money';
import type { DisposalPartInput } from '../capital-gains-part';
import { EQUITY_ORIENTED } from './tax-class-readings';

/** A disposal part for the scenarios: 100 units of an equity fund unless overridden. */
export function part(
  over: Partial<DisposalPartInput> & { acquiredOn: string; soldOn: string },
): DisposalPartInput {
  return {
    folioNo: '1234567/89',
    schemeCode: 'PPFCF-GR',
    isin: 'INF879O01027',
    schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
    taxClass: EQUITY_ORIENTED,
    saleKind: 'redemption',
    units: new Decimal('100'),
    cost: new Decimal('10000'),
    saleValue: new Decimal('15000'),
    stt: new Decimal('0.15'),
    fmvPerUnit2018: null,
    ...over,
  };
}
