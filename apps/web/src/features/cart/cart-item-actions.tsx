import { failureOf } from '../../app/api-client';
import { Button, useConfirm, useFlash } from '../../ui';

/**
 * Edit and Remove of one cart item, fund or pack (spec 1 §2 "Cart"): Remove asks first (`removal`:
 * the confirmation's title and description), then says "Removed from cart" or why not.
 */
export function CartItemActions({
  onEdit,
  removal,
  remove,
  removing,
}: {
  onEdit: () => void;
  removal: { title: string; description: string };
  remove: () => Promise<unknown>;
  removing: boolean;
}) {
  const confirm = useConfirm();
  const flash = useFlash();
  const onRemove = async () => {
    const yes = await confirm({ ...removal, yesLabel: 'Remove', noLabel: 'Cancel' });
    if (!yes) return;
    try {
      await remove();
      flash.show({ type: 'success', message: 'Removed from cart' });
    } catch (error) {
      flash.show({ type: 'error', message: failureOf(error).message });
    }
  };
  return (
    <div className="cart-item__actions">
      <Button variant="secondary" size="small" onClick={onEdit}>
        Edit
      </Button>
      <Button variant="ghost" size="small" onClick={() => void onRemove()} disabled={removing}>
        Remove
      </Button>
    </div>
  );
}
