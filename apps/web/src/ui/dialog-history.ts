/**
 * Browser Back closes the open dialog instead of leaving the page (the Android back gesture on a
 * half-filled form). Each open dialog owns one history entry on top of the page's own: same URL,
 * same router state (so the router sees no new location), plus our depth marker. Back lands on
 * the entry below; we close the dialogs above it. A dialog closed another way (×, Escape, its
 * buttons) takes its entry back off with history.go(-n), without the page noticing: our
 * traversals are stopped before the router's popstate listener hears them.
 *
 * One stack for the whole app, so nested dialogs (a confirmation over a form) close one per Back.
 *
 * A dialog that closes and navigates (sign-in, then the portfolio; the account-opening OTP, then
 * the mandate step) needs no care from its caller: pushState and replaceState go through this
 * module. One made while our go-back is under way is held and made once it has landed (else the
 * go-back would undo it); one made on top of our entries (before the go-back started) is
 * recorded, and the go-back then goes below it too and makes it again. Either way the new page
 * ends up directly on the page's entry, as if the dialog had never had one.
 */

const MARKER = 'sanchayDialogDepth';

interface OpenDialog {
  /** Asks the dialog to close (as Escape would); a dialog that may not close just stays open. */
  requestClose: () => void;
}

interface HistoryCall {
  method: 'pushState' | 'replaceState';
  args: [data: unknown, unused: string, url?: string | URL | null];
}

const stack: OpenDialog[] = [];
/** How many of our entries sit on top of the page's entry, as far as we know. */
let entries = 0;
/** Calls made (and applied) on top of our entries while a dialog was open: pages above them. */
let onTop: HistoryCall[] = [];
/** A history.go of ours whose popstate has not arrived yet. */
let traversing = false;
/** Calls made while we traverse: applied when we have landed, in order. */
let held: HistoryCall[] = [];
let syncQueued = false;
let listening = false;
let original: Pick<History, 'pushState' | 'replaceState'> | null = null;

function depthOf(state: unknown): number {
  const depth = (state as Record<string, unknown> | null)?.[MARKER];
  return typeof depth === 'number' ? depth : 0;
}

function routerKeyOf(state: unknown): unknown {
  const { [MARKER]: _ignored, ...rest } = (state as Record<string, unknown> | null) ?? {};
  return JSON.stringify(rest);
}

/** The page's entry as the router left it, recorded when our first entry goes on top. */
let baseKey: unknown = null;

function apply(call: HistoryCall) {
  original![call.method].apply(window.history, call.args);
  if (entries > 0) onTop.push(call);
}

function intercept(method: HistoryCall['method']) {
  return (...args: HistoryCall['args']) => {
    const call: HistoryCall = { method, args };
    if (traversing) held.push(call);
    else apply(call);
  };
}

function landed() {
  traversing = false;
  const calls = held;
  held = [];
  for (const call of calls) apply(call);
  scheduleSync();
}

function onPopState(event: PopStateEvent) {
  const landedDepth = depthOf(event.state);
  const sameDocumentEntry = routerKeyOf(event.state) === baseKey;
  if (traversing) {
    // Our own history.go: nobody else needs to hear it.
    if (sameDocumentEntry) event.stopImmediatePropagation();
    entries = sameDocumentEntry ? landedDepth : 0;
    landed();
    return;
  }
  if (entries === 0) return;
  if (onTop.length > 0) {
    // Back from a page opened while a dialog stayed open: the router's navigation. Landing on
    // our top entry, the dialogs stay as they are; anywhere else we lose track and let them go.
    onTop = [];
    if (!(sameDocumentEntry && landedDepth === entries)) {
      entries = 0;
      for (const dialog of stack.slice().reverse()) dialog.requestClose();
    }
    scheduleSync();
    return;
  }
  if (sameDocumentEntry) {
    // Back (or Forward) between this page's entry and our dialogs' ones: only dialogs change.
    event.stopImmediatePropagation();
    entries = landedDepth;
  } else {
    // Back several entries at once (the long-press history list): the page goes, and so do its dialogs.
    entries = 0;
  }
  const keep = sameDocumentEntry ? landedDepth : 0;
  for (const dialog of stack.slice(keep).reverse()) dialog.requestClose();
  scheduleSync();
}

function listen() {
  if (listening) return;
  listening = true;
  // Capture, added after the router's listener: on the window itself capture listeners still run
  // first, so stopImmediatePropagation keeps our traversals from the router.
  window.addEventListener('popstate', onPopState, { capture: true });
  // The router calls window.history.pushState/replaceState by name, so it reaches these.
  original = { pushState: window.history.pushState, replaceState: window.history.replaceState };
  window.history.pushState = intercept('pushState');
  window.history.replaceState = intercept('replaceState');
}

/**
 * Brings the entries in line with the open dialogs. Deferred to a task: a dialog closing and
 * another opening in one go (or React's development double mount) settle first, and a router
 * navigation started by the closing button is recorded before we decide how far to go back.
 */
function scheduleSync() {
  if (syncQueued) return;
  syncQueued = true;
  setTimeout(sync, 0);
}

function sync() {
  syncQueued = false;
  if (traversing) return;
  const wanted = stack.length;
  if (wanted > entries) {
    if (onTop.length > 0) {
      // A dialog opened on a page that was itself opened over a dialog: start again from here;
      // the older entries stay behind this page.
      entries = 0;
      onTop = [];
    }
    if (entries === 0) baseKey = routerKeyOf(window.history.state);
    for (let depth = entries + 1; depth <= wanted; depth++) {
      original!.pushState.call(window.history, { ...(window.history.state as object | null), [MARKER]: depth }, '');
    }
    entries = wanted;
  } else if (wanted < entries) {
    if (onTop.length === 0 && (depthOf(window.history.state) !== entries || routerKeyOf(window.history.state) !== baseKey)) {
      // Something moved the history without us (another tab of code, a reload): leave it be.
      entries = 0;
      return;
    }
    // Below the pages opened on top of our entries too; they are made again once we have landed.
    const pages = onTop.filter((call) => call.method === 'pushState').length;
    held = onTop;
    onTop = [];
    traversing = true;
    window.history.go(wanted - entries - pages);
  }
}

/** Registers an open dialog; the returned function unregisters it when the dialog closes. */
export function openDialogEntry(requestClose: () => void): () => void {
  listen();
  const dialog: OpenDialog = { requestClose };
  stack.push(dialog);
  scheduleSync();
  return () => {
    const at = stack.indexOf(dialog);
    if (at >= 0) stack.splice(at, 1);
    scheduleSync();
  };
}
