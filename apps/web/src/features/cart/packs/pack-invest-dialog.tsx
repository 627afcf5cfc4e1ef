import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { packMessages, validatePackItem, type PackFundTerms } from '@sanchay/domain';
import type { PackDetails } from '@sanchay/contract';
import { Button, DialogRoot, DialogCloseButton } from '../../../ui';
import { InvestFields, investmentOf } from '../invest-dialog';
import { useSavePack } from './pack-mutations';

/** The pack's funds as the domain's split and minimum rules need them. */
function termsOf(pack: PackDetails): PackFundTerms[] {
  return pack.funds.map((f) => ({
    amfiCode: f.schemeId,
    schemeName: f.schemeName,
    weight: f.weight,
    minLumpsumAmount: f.minLumpsumAmount,
    minSipAmount: f.minSipAmount,
    sipDates: f.sipDates,
  }));
}

/** The pack's Invest form: the fund dialog's fields with the pack's SIP dates, minimum and split. */
export function PackInvestForm({ pack, onDone }: { pack: PackDetails; onDone: () => void }) {
  const save = useSavePack();
  const terms = termsOf(pack);
  return (
    <InvestFields
      sipDates={pack.sipDates}
      sipAllowed={pack.sipAllowed}
      validate={(input) => validatePackItem(input, terms)}
      save={async (item) => {
        await save.mutateAsync({
          mintPackId: pack.mintPackId,
          ...investmentOf(item),
        });
      }}
      pending={save.isPending}
      addedMessage={packMessages.added}
      onDone={onDone}
    />
  );
}

/** The pack details page's Invest button and its dialog (like the fund's). */
export function PackInvestButton({ pack }: { pack: PackDetails }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="primary" disabled={!pack.purchaseAllowed}>
          Invest in this pack
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">Invest in {pack.packName}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Add a lumpsum or a monthly SIP to your cart; the amount is split across the pack’s funds
            by their weights.
          </Dialog.Description>
          {open ? <PackInvestForm pack={pack} onDone={() => setOpen(false)} /> : null}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
