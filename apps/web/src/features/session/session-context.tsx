import { IDLE_TIMEOUT_SECONDS, readAgentCode, type CurrentUser, type LoginResult } from '@sanchay/contract';
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { callApi, sessionRouteAddresses as sessionRoutes, setCsrfToken } from '../../app/api-client';
import { clearStoredUser, maskMobile, readStoredUser, storeGuest, storeSignedIn } from './session-storage';

/**
 * What the browser knows about the visitor: display data only, never a credential (DESIGN.md
 * "Security model"). Filled from /api/v1/login/get-current-user, every login result, and (until
 * the server answers after a reload) session storage.
 */
export type Session =
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      displayName: string;
      /** Masked mobile (last 4 digits). */
      mobile: string;
      /** Spec 1 §4: a minor's session sees the portfolio only. */
      minor: boolean;
      /** Spec 1 §4: a minor who has turned major; the account sidebar and row actions are disabled. */
      majorStatus: string | null;
    };

/**
 * The guest side of the session: the advisor host and its agent code, the idle timeout. (The
 * cart's cookie id is kept in session storage only: no screen reads it, and with it here a guest's
 * first answer re-rendered every reader of this; docs/decisions/0082.)
 */
export interface SessionMeta {
  agentCode: string | null;
  advisorHost: boolean;
  idleTimeoutSeconds: number;
}

interface SessionContextValue {
  session: Session;
  meta: SessionMeta;
  signInOpen: boolean;
  setSignInOpen: (open: boolean) => void;
  /** Ends the session on the server and in the browser (no navigation; see useSignOut). */
  logout: () => Promise<void>;
  /** Forgets the user in the browser only (a 401, or the server says there is none). */
  clear: () => void;
  /** Re-reads get-current-user (start, tab visible again). */
  refresh: () => Promise<void>;
  applyLogin: (result: LoginResult) => void;
}

const SIGNED_OUT: Session = { status: 'signed-out' };

type SessionActions = Pick<SessionContextValue, 'setSignInOpen' | 'logout' | 'clear' | 'refresh' | 'applyLogin'>;

// One context per part, so that a change of one part re-renders only its readers: home reads only
// "is this the advisor site?", the header the session. A server-rendered page hydrates as it
// was, and a guest's first get-current-user answer changes nothing it shows (docs/decisions/0082).
const SessionStateContext = createContext<Session | null>(null);
const SessionMetaContext = createContext<SessionMeta | null>(null);
const AdvisorSiteContext = createContext(false);
const AdvisorContext = createContext(false);
const SignInOpenContext = createContext(false);
const SessionActionsContext = createContext<SessionActions | null>(null);

/** The same meta as shown: the state keeps its object, and no reader re-renders. */
const sameMeta = (m: SessionMeta, next: SessionMeta) =>
  m.agentCode === next.agentCode && m.advisorHost === next.advisorHost && m.idleTimeoutSeconds === next.idleTimeoutSeconds;

/** The session get-current-user describes (the browser's start, and a page rendered signed in). */
export function sessionOf(current: CurrentUser): Session {
  if (!current.user) return SIGNED_OUT;
  return {
    status: 'signed-in',
    displayName: current.user.name,
    mobile: maskMobile(current.user.primaryMobile),
    minor: current.minor,
    majorStatus: current.majorStatus,
  };
}

const sameSession = (a: Session, b: Session) =>
  a.status === 'signed-in' && b.status === 'signed-in'
    ? a.displayName === b.displayName && a.mobile === b.mobile && a.minor === b.minor && a.majorStatus === b.majorStatus
    : a.status === b.status;

function initialSession(): Session {
  const stored = readStoredUser();
  if (!stored) return SIGNED_OUT;
  return {
    status: 'signed-in',
    displayName: stored.userInfo.name,
    mobile: stored.userInfo.mobile,
    minor: stored.userInfo.minor,
    majorStatus: stored.majorStatus,
  };
}

/**
 * Spec 1 §1, §6: on the advisor host ("pro…") the entry URL's `agentCode` is handed to
 * get-current-user, which makes it the session's advisor. Elsewhere it is ignored.
 */
function entryAgentCode(): { agentCode?: string } {
  if (typeof window === 'undefined' || !window.location.hostname.startsWith('pro')) return {};
  const agentCode = readAgentCode(new URLSearchParams(window.location.search).get('agentCode'));
  return agentCode ? { agentCode } : {};
}

export function SessionProvider({
  children,
  initial,
  fetchOnStart = true,
}: {
  children: ReactNode;
  initial?: Session;
  /** Tests of other features may turn the start-up call off. */
  fetchOnStart?: boolean;
}) {
  const [session, setSession] = useState<Session>(() => initial ?? initialSession());
  const [meta, setMeta] = useState<SessionMeta>({
    agentCode: null,
    advisorHost: false,
    idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
  });
  const [signInOpen, setSignInOpen] = useState(false);
  // The signed-in account's own agent code (get-current-user's user.ownAgentCode): the advisor is
  // the agent's own account, not whoever is signed in on the advisor host (decision 0138).
  const [ownAgentCode, setOwnAgentCode] = useState<string | null>(null);
  const queryClient = useContext(QueryClientContext);
  const queryClientRef = useRef(queryClient);
  queryClientRef.current = queryClient;

  const clear = useCallback(() => {
    clearStoredUser();
    setOwnAgentCode(null);
    setSession(SIGNED_OUT);
  }, []);

  const applyCurrent = useCallback((current: CurrentUser) => {
    setCsrfToken(current.csrfToken);
    setMeta((m) =>
      sameMeta(m, current)
        ? m
        : { agentCode: current.agentCode, advisorHost: current.advisorHost, idleTimeoutSeconds: current.idleTimeoutSeconds },
    );
    setOwnAgentCode(current.user?.ownAgentCode ?? null);
    if (current.user) {
      storeSignedIn({ ...current, name: current.user.name, mobile: current.user.primaryMobile });
      const next = sessionOf(current);
      // The same as shown (a page the server rendered signed in): no reader re-renders.
      setSession((shown) => (sameSession(shown, next) ? shown : next));
    } else {
      storeGuest(current);
      clearStoredUser();
      setSession(SIGNED_OUT);
    }
  }, []);

  const applyLogin = useCallback(
    (result: LoginResult) => {
      // The session was rotated: the cached answers belonged to the guest.
      queryClientRef.current?.invalidateQueries();
      applyCurrent({ ...result, user: { ...result.user, name: result.headerName || result.user.name } });
    },
    [applyCurrent],
  );

  const refresh = useCallback(async () => {
    try {
      applyCurrent(await callApi(sessionRoutes.getCurrentUser, { query: entryAgentCode() }));
    } catch {
      // Offline or the server is down: keep what we show; the next call will tell.
    }
  }, [applyCurrent]);

  const logout = useCallback(async () => {
    try {
      const guest = await callApi(sessionRoutes.logout);
      setCsrfToken(guest.csrfToken);
      storeGuest(guest);
      setMeta((m) => (sameMeta(m, { ...m, ...guest }) ? m : { ...m, agentCode: guest.agentCode, advisorHost: guest.advisorHost }));
    } catch {
      // The session may already be gone on the server; the browser forgets it all the same.
    }
    clear();
    queryClientRef.current?.clear();
  }, [clear]);

  useEffect(() => {
    if (fetchOnStart) void refresh();
  }, [fetchOnStart, refresh]);

  const actions = useMemo(() => ({ setSignInOpen, logout, clear, refresh, applyLogin }), [logout, clear, refresh, applyLogin]);
  const advisorSite = meta.advisorHost && Boolean(meta.agentCode);
  const isAdvisor = advisorSite && session.status === 'signed-in' && ownAgentCode !== null && ownAgentCode === meta.agentCode;
  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionStateContext.Provider value={session}>
        <SessionMetaContext.Provider value={meta}>
          <AdvisorSiteContext.Provider value={advisorSite}>
            <AdvisorContext.Provider value={isAdvisor}>
              <SignInOpenContext.Provider value={signInOpen}>{children}</SignInOpenContext.Provider>
            </AdvisorContext.Provider>
          </AdvisorSiteContext.Provider>
        </SessionMetaContext.Provider>
      </SessionStateContext.Provider>
    </SessionActionsContext.Provider>
  );
}

function required<T>(value: T | null): T {
  if (value === null) throw new Error('Session hooks need a <SessionProvider> (mounted by the app providers).');
  return value;
}

const useSessionActions = () => required(useContext(SessionActionsContext));

/** Every part at once (the session watcher, the sign-in flow): re-renders when any part changes. */
export function useSessionContext(): SessionContextValue {
  return {
    ...useSessionActions(),
    session: required(useContext(SessionStateContext)),
    meta: required(useContext(SessionMetaContext)),
    signInOpen: useContext(SignInOpenContext),
  };
}

/** The visitor's session: signed in (display data) or signed out (a guest). */
export function useSession(): Session {
  return required(useContext(SessionStateContext));
}

/** The guest side: advisor host, agent code, idle timeout. */
export function useSessionMeta(): SessionMeta {
  return required(useContext(SessionMetaContext));
}

/** Opens and closes the sign-in dialog (LOGIN/REGISTER, the account menu, /login, a 401). */
export function useSignIn() {
  const { setSignInOpen } = useSessionActions();
  const signInOpen = useContext(SignInOpenContext);
  const actions = useMemo(() => ({ open: () => setSignInOpen(true), close: () => setSignInOpen(false) }), [setSignInOpen]);
  return useMemo(() => ({ isOpen: signInOpen, ...actions }), [signInOpen, actions]);
}

/**
 * Ends the session: POST logout, forget the stored user and the cached queries, take the new
 * guest cookie id. `onDone` navigates (the shell passes "go to /home").
 */
export function useSignOut(onDone?: () => void): () => void {
  const { logout } = useSessionActions();
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  return useCallback(() => {
    void logout().then(() => doneRef.current?.());
  }, [logout]);
}

/**
 * After a logout: /home in the app, or a full reload of /v1/home on the advisor host (spec 1 §4),
 * so the advisor variant starts clean.
 */
export function goHomeAfterLogout(navigate: (to: string) => void, advisorHost: boolean): void {
  if (advisorHost) window.location.assign('/v1/home');
  else navigate('/home');
}

/**
 * Spec 1 §1: the advisor-embedded site (a host starting with "pro" and an agent code), whoever
 * visits it: the site's variant (home's Loan Against MF).
 */
export function useIsAdvisorSite(): boolean {
  useSessionActions();
  return useContext(AdvisorSiteContext);
}

/**
 * The advisor himself: signed in on the advisor host with the agent's own account (its
 * `ownAgentCode` is the host's agent code), on his own or acting for a customer (decision 0138).
 * A customer signed in on the advisor host is not the advisor: the server refuses the advisor's
 * share links to her, so she is not offered them.
 */
export function useIsAdvisor(): boolean {
  useSessionActions();
  return useContext(AdvisorContext);
}
