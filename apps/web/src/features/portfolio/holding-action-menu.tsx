import type { PortfolioScheme } from '@sanchay/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../ui';
import { useSaleGuard } from '../advisor';
import { actionDialogs } from './action-dialogs';
import { holdingActions, type HoldingActionName } from './holding-actions';

/** The /portfolio-details address of a holding (spec 3 §2: query folioNo, schemeId). */
export const portfolioDetailsPath = (h: Pick<PortfolioScheme, 'folioNo' | 'metaData'>) =>
  `/portfolio-details?folioNo=${encodeURIComponent(h.folioNo)}&schemeId=${h.metaData.schemeId}`;

/**
 * A holding's row menu (spec 3 §2, §4 "Action availability"): Details, Invest More, Redeem, STP.
 * Shown only for an open-ended scheme with a NAV; every item disabled with a majorStatus; Redeem
 * disabled with 'Full redemption in progress' while an all-units redemption is in progress. An
 * action whose dialog is not plugged in yet (action-dialogs.ts) is not offered.
 */
export function HoldingActionMenu({
  holding,
  majorStatus,
  onChanged,
}: {
  holding: PortfolioScheme;
  majorStatus: string | null;
  onChanged?: () => void;
}) {
  const [open, setOpen] = useState<Exclude<HoldingActionName, 'details'> | null>(null);
  // Redeem, Invest More and STP are sales: an advisor without NISM and ARN sees 'Uh Oh!' first.
  const saleGuard = useSaleGuard();
  const actions = holdingActions(holding, majorStatus);
  if (!actions.menu) return null;
  const items = actions.items.filter((item) => item.name === 'details' || actionDialogs[item.name]);
  const Dialog = open ? actionDialogs[open] : undefined;
  const name = holding.metaData.schemeShortName || holding.metaData.schemeName;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="holding-menu__trigger" aria-label={`Actions for ${name}, folio ${holding.folioNo}`}>
          <span aria-hidden="true">Actions</span>
          <ChevronDownIcon size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
            {items.map((item) =>
              item.name === 'details' ? (
                <DropdownMenu.Item key={item.name} className="menu__item" disabled={item.disabled} asChild={!item.disabled}>
                  {item.disabled ? <span>{item.label}</span> : <Link to={portfolioDetailsPath(holding)}>{item.label}</Link>}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={item.name}
                  className="menu__item"
                  disabled={item.disabled}
                  onSelect={() => saleGuard.guard(() => setOpen(item.name as Exclude<HoldingActionName, 'details'>))}
                >
                  <span>{item.label}</span>
                  {item.reason ? <span className="holding-menu__reason">{item.reason}</span> : null}
                </DropdownMenu.Item>
              ),
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog
            holding={holding}
            majorStatus={majorStatus}
            onClose={(changed) => {
              setOpen(null);
              if (changed) onChanged?.();
            }}
          />
        </Suspense>
      ) : null}
      {saleGuard.dialogs}
    </>
  );
}
