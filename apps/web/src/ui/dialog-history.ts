/**
 * Browser Back closes the open dialog instead of leaving the page (the Android back gesture on a
 * half-filled form). Each open dialog owns one history entry on top of the page's own: same URL,
 * same router state (so the router sees no new location), plus our depth marker. Back lands on
 * the entry below; we close the dialogs above it. A dialog closed another way (×, Escape, its
 * buttons) takes its entry back off with history.go(-n), without the page noticing: our
 * traversals are stopped before the router's popstate listener hears them.
 *
 * One stack for the whole app, so nested dialogs (a confirmation over a form) close one per Back.
 */

const MARKER = 'sanchayDialogDepth';

interface OpenDialog {
  /** Asks the dialog to close (as Escape would); a dialog that may not close just stays open. */
  requestClose: () => void;
}

const stack: OpenDialog[] = [];
/** How many of our entries sit on top of the page's entry, as far as we know. */
let entries = 0;
/** A history.go of ours whose popstate has not arrived yet. */
let traversing = false;
let syncQueued = false;
let listening = false;

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

function onPopState(event: PopStateEvent) {
  const landedDepth = depthOf(event.state);
  const sameDocumentEntry = routerKeyOf(event.state) === baseKey;
  if (traversing) {
    // Our own history.go: nobody else needs to hear it.
    traversing = false;
    if (sameDocumentEntry) event.stopImmediatePropagation();
    entries = sameDocumentEntry ? landedDepth : 0;
    scheduleSync();
    settle();
    return;
  }
  if (entries === 0) return;
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
}

/**
 * Brings the entries in line with the open dialogs. Deferred to a task: a dialog closing and
 * another opening in one go (or React's development double mount) settle first, and a router
 * navigation started by the closing button pushes its entry before we decide to go back.
 */
function scheduleSync() {
  if (syncQueued) return;
  syncQueued = true;
  setTimeout(sync, 0);
}

const settledWaiters: Array<() => void> = [];

function settle() {
  if (traversing || syncQueued) return;
  for (const resolve of settledWaiters.splice(0)) resolve();
}

/**
 * Resolves once the closed dialogs' entries are off the history. A button that closes its dialog
 * and then navigates awaits it first: a navigation pushed while our go-back is under way would
 * be undone by it.
 */
export function dialogHistorySettled(): Promise<void> {
  return new Promise((resolve) => {
    settledWaiters.push(resolve);
    // After the closing render's effects (which queue the sync) have run.
    setTimeout(settle, 0);
  });
}

function sync() {
  syncQueued = false;
  try {
    syncNow();
  } finally {
    settle();
  }
}

function syncNow() {
  if (traversing) return;
  const wanted = stack.length;
  if (wanted > entries) {
    if (entries === 0) baseKey = routerKeyOf(window.history.state);
    for (let depth = entries + 1; depth <= wanted; depth++) {
      window.history.pushState({ ...(window.history.state as object | null), [MARKER]: depth }, '');
    }
    entries = wanted;
  } else if (wanted < entries) {
    if (depthOf(window.history.state) !== entries || routerKeyOf(window.history.state) !== baseKey) {
      // Something navigated on top of our entries (a button that closes its dialog and goes to
      // another page): going back now would undo that navigation. The entries stay behind it.
      entries = 0;
      return;
    }
    traversing = true;
    window.history.go(wanted - entries);
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
