import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { HoldingDialogProps } from '../action-dialogs';

/** The STP form's address with a holding preselected (its page reads schemeId and folio). */
const createStpPath = (h: Pick<HoldingDialogProps['holding'], 'folioNo' | 'metaData'>) =>
  `/profile/stps/create-new-stp?schemeId=${h.metaData.schemeId}&folio=${encodeURIComponent(h.folioNo)}`;

/**
 * The row action menu's STP (the plug-in point of action-dialogs.ts): no dialog of its own, it
 * opens Set Up a New STP with this holding as the source (on a phone that page says why it needs
 * a larger screen). The menu offers it only for units held and stpFlag Y, never with a majorStatus.
 */
export default function StpAction({ holding, onClose }: HoldingDialogProps) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    void navigate(createStpPath(holding));
    // Once, when chosen: the menu mounts this only on its choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
