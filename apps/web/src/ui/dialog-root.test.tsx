import * as Dialog from '@radix-ui/react-dialog';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogRoot } from './dialog-root';
import { useReturnFocus } from './use-return-focus';

/** A page with a field, and a dialog opened from code (like the OTP and bank dialogs). */
function Page({ refuseClose = false }: { refuseClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();
  return (
    <>
      <label htmlFor="page-field">On the page</label>
      <input id="page-field" />
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DialogRoot open={open} onOpenChange={(next) => (next || refuseClose ? undefined : setOpen(false))}>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined} {...returnFocus}>
            <Dialog.Title>Details</Dialog.Title>
            <label htmlFor="dialog-field">In the dialog</label>
            <input id="dialog-field" />
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
            <Dialog.Close aria-label="Close">×</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </>
  );
}

const depth = () => (window.history.state as { sanchayDialogDepth?: number } | null)?.sanchayDialogDepth ?? 0;
/** What the router would hear: a popstate listener like react-router's (bubbling, on window). */
const routerHeard = vi.fn();

beforeEach(() => {
  window.history.replaceState({ usr: null, key: 'page', idx: 0 }, '', '/v1/home');
  window.addEventListener('popstate', routerHeard);
});
afterEach(() => {
  window.removeEventListener('popstate', routerHeard);
  routerHeard.mockClear();
});

describe('DialogRoot: browser Back closes the dialog, not the page', () => {
  it('opens with a history entry of its own; Back closes it and stays on the page, unheard by the router', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByLabelText('On the page'), 'half-filled');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(depth()).toBe(1));

    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/v1/home');
    expect(depth()).toBe(0);
    expect(screen.getByLabelText('On the page')).toHaveValue('half-filled');
    expect(routerHeard).not.toHaveBeenCalled();
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it.each([
    ['the close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['its own button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' }))],
  ])('closed by %s, takes its entry back off without the page navigating; focus returns to the opener', async (_how, close) => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(depth()).toBe(1));

    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(depth()).toBe(0));
    expect(window.location.pathname).toBe('/v1/home');
    expect(routerHeard).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('a dialog that may not be closed stays open on Back, and catches the next Back too', async () => {
    const user = userEvent.setup();
    render(<Page refuseClose />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(depth()).toBe(1));

    for (let back = 0; back < 2; back++) {
      const entry = window.history.state as unknown;
      window.history.back();
      // The entry comes back (a new one), so the next Back is the dialog's again, not the page's.
      await waitFor(() => expect(window.history.state).not.toBe(entry));
      await waitFor(() => expect(depth()).toBe(1));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/v1/home');
    }
    expect(routerHeard).not.toHaveBeenCalled();
    // Leave no dialog open for the next test.
    cleanup();
  });

  it('an uncontrolled dialog (a Dialog.Trigger inside) closes on Back too, each opening with an entry of its own', async () => {
    const user = userEvent.setup();
    render(
      <DialogRoot>
        <Dialog.Trigger>Filter</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Filter</Dialog.Title>
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>,
    );
    for (let round = 0; round < 2; round++) {
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      await waitFor(() => expect(depth()).toBe(1));
      window.history.back();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(depth()).toBe(0);
    }
    expect(routerHeard).not.toHaveBeenCalled();
  });
});

/** How the dialog's button goes on to the next page after closing it. */
type Then = (navigate: () => void) => void | Promise<void>;

/**
 * The app's router on the browser's history (as main.tsx makes it): a page whose dialog's button
 * closes it and opens another page, as sign-in (to the portfolio) and the account-opening OTP (to
 * the mandate step) do.
 */
function renderCloseThenNavigate(then: Then) {
  function DialogPage() {
    const [open, setOpen] = useState(false);
    const navigate = useNavigate();
    return (
      <>
        <h1>Home page</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <DialogRoot open={open} onOpenChange={setOpen}>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Sign in</Dialog.Title>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void then(() => void navigate('/next'));
                }}
              >
                Finish
              </button>
            </Dialog.Content>
          </Dialog.Portal>
        </DialogRoot>
      </>
    );
  }
  const router = createBrowserRouter(
    [
      { path: '/home', element: <DialogPage /> },
      { path: '/next', element: <h1>Next page</h1> },
    ],
    { basename: '/v1' },
  );
  render(<RouterProvider router={router} />);
}

/** The router's index of the current entry: the page is 0, the page after it 1. */
const routerIndex = () => (window.history.state as { idx?: number } | null)?.idx;

describe('DialogRoot: a dialog that closes and opens another page', () => {
  it.each<[string, (go: ReturnType<typeof vi.spyOn>) => Then]>([
    ['at once', () => (navigate) => navigate()],
    ['after an await that ends before its entry is taken off', () => async (navigate) => {
      await Promise.resolve();
      navigate();
    }],
    [
      'after an await that ends while its entry is being taken off',
      (go) => async (navigate) => {
        // Resolves once the go-back over the dialog's entry has started and before it lands.
        await new Promise<void>((resolve) =>
          go.mockImplementationOnce((delta?: number) => {
            History.prototype.go.call(window.history, delta);
            resolve();
          }),
        );
        navigate();
      },
    ],
  ])('%s: the new page sits right on the page, and Back goes to the page', async (_when, makeThen) => {
    const go = vi.spyOn(window.history, 'go');
    const user = userEvent.setup();
    renderCloseThenNavigate(makeThen(go));
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(depth()).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/v1/next'));
    // No dialog entry left between the page and the new one, none undone behind it.
    await waitFor(() => expect(routerIndex()).toBe(1));
    expect(depth()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/v1/home');
    expect(routerIndex()).toBe(0);
    expect(depth()).toBe(0);
    go.mockRestore();
  });
});
