import { taxClassOwnMessages } from '@sanchay/domain';
import type { FundDetail } from '@sanchay/contract';
import { Card } from '../../../ui';

const m = taxClassOwnMessages;

/**
 * The scheme's tax class and why (issue 23 §1, docs/decisions/0153): the class decides the
 * capital-gains rules and STT, so the fund page says which and on what basis, in one sentence.
 */
export function TaxClassCard({ taxClass }: { taxClass: FundDetail['taxClass'] }) {
  return (
    <Card as="section" className="cat-detail__tax" aria-labelledby="fund-tax-class-title">
      <h2 id="fund-tax-class-title">{m.label}</h2>
      <p className="cat-detail__tax-class">{m.classNames[taxClass.taxClass]}</p>
      <p className="cat-muted">{taxClass.basis}</p>
    </Card>
  );
}
