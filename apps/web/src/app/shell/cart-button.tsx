import { Link } from 'react-router';
import { messages } from '@sanchay/domain';
import { CartIcon, LinkButton } from '../../ui';
import { CartPreviewItems } from '../../features/cart';
import { useCartCount } from './use-cart-count';

/**
 * Cart icon with its item-count badge. Hover or keyboard focus shows a preview (spec 1 §2: up to
 * 3 pack items and 3 fund items, with View Cart); packs come later.
 */
export function CartButton({ compact = false }: { compact?: boolean }) {
  const count = useCartCount();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <div className="cart-button">
      <Link to="/cart-review" className="icon-button" aria-label={label}>
        <CartIcon />
        {count > 0 ? (
          <span className="cart-button__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
      {compact ? null : (
        <div className="cart-preview" role="group" aria-label="Cart preview">
          <CartPreviewItems />
          <LinkButton to="/cart-review" variant="secondary" size="small" block>
            {messages.shell.viewCart}
          </LinkButton>
        </div>
      )}
    </div>
  );
}
