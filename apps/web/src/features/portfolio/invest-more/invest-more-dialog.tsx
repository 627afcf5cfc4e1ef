import * as Dialog from '@radix-ui/react-dialog';
import { cartRoutes, type SaveInvestmentBody } from '@sanchay/contract';
import { cartMessages, investMoreOptions, messages, schemeMinimumError, validateCartItem, type InvestMoreMetaData } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi, failureOf } from '../../../app/api-client';
import { DialogCloseButton, DialogRoot, useFlash, FundName } from '../../../ui';
import { cartKeys, InvestFields, type InvestErrors } from '../../cart';
import { useSessionMeta } from '../../session';

// Invest More (spec 3 §4 "Invest More", §5 Invest More, §7 save investment details, §8 Portfolio;
// issue 12 §3): from a holding, a lumpsum or a SIP into the same folio (an ADDITIONAL purchase),
// saved to the cart; then /cart-review. The portfolio's row action menu opens it.

const m = messages.investMore;

/** The holding the dialog invests more in: the portfolio scheme record's folio and metaData (spec 3 §3). */
export interface InvestMoreHolding {
  schemeId: number;
  schemeName: string;
  folioNo: string;
  metaData: InvestMoreMetaData;
}

/** Whether the row action menu offers Invest More for this holding (allowPur and a positive minimum). */
export const canInvestMore = (holding: Pick<InvestMoreHolding, 'metaData'>) => investMoreOptions(holding.metaData).available;

export function InvestMoreDialog({ holding, open, onOpenChange }: { holding: InvestMoreHolding; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">{messages.portfolio.investMore}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            <FundName official={holding.schemeName} />, folio {holding.folioNo}
          </Dialog.Description>
          {open ? <InvestMoreForm holding={holding} /> : null}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}

/** The form: the cart's invest fields with Invest More's availability rules, saving with the folio. */
export function InvestMoreForm({ holding }: { holding: InvestMoreHolding }) {
  const options = investMoreOptions(holding.metaData);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flash = useFlash();
  // Spec 3 §6: isBtoCFlow is the direct investor's flow; the advisor host is the B2B one.
  const meta = useSessionMeta();
  const minimums = {
    minLumpsumAmount: holding.metaData.minLumpsumAmount == null ? null : String(holding.metaData.minLumpsumAmount),
    minSipAmount: holding.metaData.minSipAmount == null ? null : String(holding.metaData.minSipAmount),
  };
  return (
    <InvestFields
      sipDates={options.sipDates}
      sipAllowed={options.sip}
      lumpsumAllowed={options.lumpsum}
      submitLabel="Add to Cart"
      validate={(input) => {
        const result = validateCartItem(input, options.sipDates);
        if (!result.ok) return result;
        const minimum = schemeMinimumError(input.investmentType, result.item.amount, minimums);
        return minimum ? { ok: false, fieldErrors: { amount: minimum } } : result;
      }}
      save={async (item) => {
        const sip = item.investmentType === 'SIP';
        // Spec 3 §7: investmentFrequency 1 for SIP, 0 otherwise; numOfSipInstallments 360 when
        // until cancelled, the months chosen, empty for a lumpsum; sipDate the chosen one, 1 for a lumpsum.
        const body: SaveInvestmentBody = {
          schemeId: holding.schemeId,
          investmentType: sip ? 'SIP' : 'Lumpsum',
          investmentFrequency: sip ? 1 : 0,
          numOfSipInstallments: sip ? item.numOfInstallments : null,
          amount: item.amount,
          sipDate: sip ? item.sipDate : 1,
          folioNumber: holding.folioNo,
          isBtoCFlow: !meta.advisorHost,
        };
        const cart = await callApi(cartRoutes.saveInvestmentDetails, { body });
        queryClient.setQueryData(cartKeys.details, cart);
        await navigate('/cart-review');
      }}
      onSaveError={(error) => {
        // Spec 3 §8: the server's field messages under their fields; any other answer as an error
        // toast; a call that failed outright 'Something went wrong. Please try again later'.
        const failure = failureOf(error, m.failed);
        const fields = failure.fieldErrors as InvestErrors;
        if (fields.amount || fields.sipDate || fields.numOfInstallments) return fields;
        flash.show({ type: 'error', message: failure.message });
        return null;
      }}
      pending={false}
      addedMessage={cartMessages.added}
      onDone={() => undefined}
    />
  );
}
