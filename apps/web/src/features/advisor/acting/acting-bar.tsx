import { productMessages } from '@sanchay/domain';
import { useNavigate } from 'react-router';
import { MY_CUSTOMERS_PATH } from '../../../app/paths';
import { Button, LinkButton } from '../../../ui';
import { useLeaveActing } from './acting-api';
import './acting.css';

const own = productMessages.acting;

/**
 * The header's row while an advisor acts for a customer (decision 0138): whose account is open,
 * Switch customer (the customer list: opening another needs that customer's consent) and Leave
 * (back to the advisor's own view, at home).
 */
export function ActingBar({ customerName }: { customerName: string }) {
  const leave = useLeaveActing();
  const navigate = useNavigate();
  return (
    <section className="acting-bar" aria-label={own.actingFor(customerName)}>
      <p className="acting-bar__who">
        <strong>{own.actingFor(customerName)}</strong>
      </p>
      <div className="acting-bar__actions">
        <LinkButton to={MY_CUSTOMERS_PATH} variant="secondary" size="small">
          {own.switchCustomer}
        </LinkButton>
        <Button
          variant="secondary"
          size="small"
          disabled={leave.isPending}
          onClick={() => leave.mutate(undefined, { onSuccess: () => void navigate('/home') })}
        >
          {own.leave}
        </Button>
      </div>
    </section>
  );
}
