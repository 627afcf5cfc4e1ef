import { packMessages } from '@sanchay/domain';
import { Link, useSearchParams } from 'react-router';
import { ApiError, failureOf } from '../../../app/api-client';
import { fundDetailPath } from '../../../app/paths';
import { Card, LinkButton, Skeleton, FundName } from '../../../ui';
import { usePackDetails } from './pack-api';
import { PackInvestButton } from './pack-invest-dialog';
import '../cart.css';
import { formatCartAmount } from '../cart-item-facts';
import './packs.css';


/** /pack-details?mintpackIds={pack id} (spec 1 §2): the pack, its funds and weights, Invest. */
export default function PackDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('mintpackIds')?.trim() ?? '';
  const pack = usePackDetails(id);
  if (id !== '' && pack.isPending) return <Skeleton />;
  if (id === '' || !pack.isSuccess) {
    const notFound = id === '' || (pack.error instanceof ApiError && pack.error.status === 404);
    return (
      <div className="cart-page">
        <h1>{notFound ? packMessages.packNotFound : 'Pack'}</h1>
        <p role="alert">
          {notFound
            ? 'This pack does not exist or is no longer offered.'
            : failureOf(pack.error).message}
        </p>
        <LinkButton to="/home" variant="secondary">
          Explore Mutual Funds
        </LinkButton>
      </div>
    );
  }
  const p = pack.data;
  return (
    <div className="cart-page pack-page">
      <h1>{p.packName}</h1>
      <p>{p.description}</p>
      <dl className="cart-item__facts">
        <div>
          <dt>Minimum lumpsum</dt>
          <dd>{formatCartAmount(p.minLumpsumAmount)}</dd>
        </div>
        {p.sipAllowed ? (
          <div>
            <dt>Minimum monthly SIP</dt>
            <dd>{formatCartAmount(p.minSipAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Funds</dt>
          <dd>{p.funds.length}</dd>
        </div>
      </dl>
      <Card as="section" aria-labelledby="pack-funds-title">
        <h2 id="pack-funds-title">Funds in this pack</h2>
        <table className="pack-funds">
          <caption className="cart-muted">
            Each investment is split across these funds by weight.
          </caption>
          <thead>
            <tr>
              <th scope="col">Fund</th>
              <th scope="col">Category</th>
              <th scope="col" className="pack-funds__num">
                Weight
              </th>
            </tr>
          </thead>
          <tbody>
            {p.funds.map((f) => (
              <tr key={f.schemeId}>
                <td>
                  <Link to={fundDetailPath(f)}>
                    <FundName official={f.schemeName} />
                  </Link>
                  <div className="cart-muted">{f.brand}</div>
                </td>
                <td>
                  {f.category} · {f.subCategory}
                </td>
                <td className="pack-funds__num">{Number(f.weight)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className="pack-page__actions">
        {p.purchaseAllowed ? (
          <PackInvestButton pack={p} />
        ) : (
          <p role="note">{packMessages.packClosed}</p>
        )}
      </div>
    </div>
  );
}
