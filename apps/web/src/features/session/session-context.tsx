import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * What the browser knows about the visitor: display data only, never a credential (DESIGN.md
 * "Security model"). Signed out for now; the identity issue fills the signed-in side from
 * /api/v1/login/get-current-user and session storage.
 */
export type Session =
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      displayName: string;
      /** Spec 1 §4: a minor who has turned major; the account sidebar and row actions are disabled. */
      majorStatus: string | null;
    };

interface SessionContextValue {
  session: Session;
  signInOpen: boolean;
  setSignInOpen: (open: boolean) => void;
  signOut: () => void;
}

const SIGNED_OUT: Session = { status: 'signed-out' };
const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children, initial = SIGNED_OUT }: { children: ReactNode; initial?: Session }) {
  const [session, setSession] = useState<Session>(initial);
  const [signInOpen, setSignInOpen] = useState(false);
  const signOut = useCallback(() => setSession(SIGNED_OUT), []);
  const value = useMemo(() => ({ session, signInOpen, setSignInOpen, signOut }), [session, signInOpen, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> (mounted by the app providers).');
  return value;
}

/** The visitor's session: `{ status: 'signed-out' }` until the identity issue lands. */
export function useSession(): Session {
  return useSessionContext().session;
}

/** Opens and closes the sign-in dialog (LOGIN/REGISTER, the account menu, /login, a 401). */
export function useSignIn() {
  const { signInOpen, setSignInOpen } = useSessionContext();
  const actions = useMemo(() => ({ open: () => setSignInOpen(true), close: () => setSignInOpen(false) }), [setSignInOpen]);
  return useMemo(() => ({ isOpen: signInOpen, ...actions }), [signInOpen, actions]);
}

/** Ends the session in the browser (the server call comes with the identity issue). */
export function useSignOut(): () => void {
  return useSessionContext().signOut;
}

/**
 * Spec 1 §1: the advisor-embedded site (a host starting with "pro" and an agent code). Always
 * false until the advisor issue; home hides the loan-against-MF banner and the AUM bar on false.
 */
export function useIsAdvisor(): boolean {
  return false;
}
