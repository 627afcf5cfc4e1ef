import { productMessages } from '@sanchay/domain';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../ui';

/**
 * The My Profile page's unsaved-changes flag (spec 2 §2): a tab in edit mode reports whether its
 * form differs from the loaded profile; while it does, leaving the page (another tab, a link, a
 * reload or closing the window) asks first.
 */
const UnsavedChangesContext = createContext<((dirty: boolean) => void) | null>(null);

/** A tab's form reports here whether it differs from the loaded profile. */
export function useReportUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [dirty, report]);
}

export function UnsavedChangesGuard({ dirty, onChange, children }: { dirty: boolean; onChange: (dirty: boolean) => void; children: ReactNode }) {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: productMessages.profileArea.unsavedChanges, yesLabel: 'Leave', noLabel: 'Stay' }).then((leave) => {
      if (leave) {
        onChange(false);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirm, onChange]);
  useEffect(() => {
    if (!dirty) return;
    // A reload or closing the tab: the browser asks with its own words.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return <UnsavedChangesContext.Provider value={onChange}>{children}</UnsavedChangesContext.Provider>;
}
