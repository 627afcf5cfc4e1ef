import { formatRupees } from '@sanchay/domain';
import { Link } from 'react-router';
import { Card } from '../../../ui';
import { packDetailsPath, usePacks } from './pack-api';
import '../cart.css';
import './packs.css';

/** Home's "Curated packs": each pack's name, what it holds and its minimum, linking to its page. */
export default function CuratedPacks() {
  const packs = usePacks();
  // Nothing to show (no packs, or the list failed): the home page stays as it was.
  if (!packs.data || packs.data.packs.length === 0) return null;
  return (
    <section className="home-section pack-list" aria-labelledby="curated-packs-title">
      <h2 id="curated-packs-title">Curated packs</h2>
      <ul className="pack-list__items">
        {packs.data.packs.map((p) => (
          <li key={p.mintPackId}>
            <Card className="pack-card">
              <h3 className="pack-card__title">
                <Link to={packDetailsPath(p.mintPackId)}>{p.packName}</Link>
              </h3>
              <p className="cart-muted">{p.funds.map((f) => f.subCategory).join(' · ')}</p>
              <p className="pack-card__minimum">
                From {formatRupees(p.minLumpsumAmount, { decimals: 0 })} lumpsum
                {p.sipAllowed ? ` or ${formatRupees(p.minSipAmount, { decimals: 0 })} a month` : ''}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
