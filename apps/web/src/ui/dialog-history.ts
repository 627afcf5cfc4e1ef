import type { ClientInstrumentation } from 'react-router';

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
 * Navigations and our entries never race (decision 0059): the router reaches this module through
 * its instrumentation (`dialogHistoryInstrumentation`, app/router.tsx). Every router navigation
 * first takes our entries off the history (or waits for a go-back already under way), then runs;
 * meanwhile no entry is pushed for a dialog. So a button may close its dialog and navigate at
 * once or after an await, and a dialog unmounted by the route change needs nothing: the new page
 * always sits directly on the page it left. The dialogs open at a navigation are forgotten; one
 * still open once the new location has rendered registers again (DialogRoot's effect depends on
 * the location) and gets a fresh entry on top of the new page.
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
/** Router navigations waiting for our entries to go, or under way: no entry is pushed meanwhile. */
let navigations = 0;
let syncQueued = false;
let listening = false;
const landedWaiters: Array<() => void> = [];

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

/** Whether the current entry is our top one (nothing else moved the history behind our back). */
function onOurTopEntry(): boolean {
  const state: unknown = window.history.state;
  return depthOf(state) === entries && routerKeyOf(state) === baseKey;
}

function onPopState(event: PopStateEvent) {
  const landedDepth = depthOf(event.state);
  const sameDocumentEntry = routerKeyOf(event.state) === baseKey;
  if (traversing) {
    // Our own history.go: nobody else needs to hear it.
    traversing = false;
    if (sameDocumentEntry) event.stopImmediatePropagation();
    entries = sameDocumentEntry ? landedDepth : 0;
    for (const resolve of landedWaiters.splice(0)) resolve();
    scheduleSync();
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
 * another opening in one go (or React's development double mount) settle first.
 */
function scheduleSync() {
  if (syncQueued) return;
  syncQueued = true;
  setTimeout(sync, 0);
}

function sync() {
  syncQueued = false;
  // A navigation takes our entries off itself and queues a sync when it is done.
  if (traversing || navigations > 0) return;
  const wanted = stack.length;
  if (wanted > entries) {
    if (entries === 0) baseKey = routerKeyOf(window.history.state);
    for (let depth = entries + 1; depth <= wanted; depth++) {
      window.history.pushState({ ...(window.history.state as object | null), [MARKER]: depth }, '');
    }
    entries = wanted;
  } else if (wanted < entries) {
    if (!onOurTopEntry()) {
      // Something outside the router moved the history on top of our entries (a raw pushState):
      // going back now would undo it. The entries stay behind it.
      entries = 0;
      return;
    }
    traversing = true;
    window.history.go(wanted - entries);
  }
}

/** Resolves once none of our entries is on the history and no go-back of ours is under way. */
async function takeEntriesOff(): Promise<void> {
  while (traversing || entries > 0) {
    if (!traversing) {
      if (!onOurTopEntry()) {
        entries = 0;
        return;
      }
      traversing = true;
      window.history.go(-entries);
    }
    await new Promise<void>((resolve) => landedWaiters.push(resolve));
  }
}

/**
 * Given to the router (createBrowserRouter's `instrumentations`): each navigation (navigate(),
 * a Link, a Form) runs once our entries are off the history, so our go-back can neither undo
 * it nor be left behind it. With no dialog entry about, the navigation starts at once.
 */
export const dialogHistoryInstrumentation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate) => {
        navigations++;
        // The open dialogs lose their entries: the page under them is going. One that is still
        // open on the new page registers again when it renders there (ui/dialog-root.tsx).
        stack.length = 0;
        try {
          if (traversing || entries > 0) await takeEntriesOff();
          await navigate();
        } finally {
          navigations--;
          scheduleSync();
        }
      },
    });
  },
};

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
