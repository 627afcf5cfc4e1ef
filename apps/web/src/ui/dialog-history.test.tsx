import * as Dialog from '@radix-ui/react-dialog';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogRoot } from './dialog-root';
import { dialogHistoryInstrumentation } from './dialog-history';

// The mechanism with a real browser-history router in jsdom. A navigation pushed while a dialog's
// go-back is pending is undone by it in Chromium (the delta counts from where the history is
// when the traversal runs) and drops it in jsdom (a pushState clears pending traversals): either
// way a dialog entry would stay around. Each way a dialog meets a navigation: the new page must
// sit directly on the page it left, and Back from it must land on that page.

/** A page with a form dialog that may open a confirmation over itself. */
function HomePage() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <h1>Home</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Sign up</Dialog.Title>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void navigate('/portfolio');
              }}
            >
              Close and go
            </button>
            <button type="button" onClick={() => void navigate('/portfolio')}>
              Go
            </button>
            <button type="button" onClick={() => setConfirming(true)}>
              Finish
            </button>
            <Dialog.Close aria-label="Close">×</Dialog.Close>
            <DialogRoot open={confirming} onOpenChange={setConfirming}>
              <Dialog.Portal>
                <Dialog.Content aria-describedby={undefined}>
                  <Dialog.Title>Sure?</Dialog.Title>
                  <button
                    type="button"
                    onClick={() => {
                      setConfirming(false);
                      setOpen(false);
                      void navigate('/portfolio');
                    }}
                  >
                    Yes
                  </button>
                </Dialog.Content>
              </Dialog.Portal>
            </DialogRoot>
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </>
  );
}

/** A dialog above the routes (like sign-in): a link in it navigates and it stays open. */
function Layout() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Help
      </button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Help</Dialog.Title>
            <button type="button" onClick={() => void navigate('/portfolio')}>
              See the portfolio
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/home', element: <HomePage /> },
      { path: '/portfolio', element: <h1>Portfolio</h1> },
    ],
  },
];

const depth = () =>
  (window.history.state as { sanchayDialogDepth?: number } | null)?.sanchayDialogDepth ?? 0;

let router: ReturnType<typeof createBrowserRouter>;
/** The history's length on the home page, before any dialog. */
let homeLength = 0;

beforeEach(() => {
  // A push, not a replace: entries a previous test left ahead of us go, so the length counts ours.
  window.history.pushState(null, '', '/home');
  router = createBrowserRouter(routes, { instrumentations: [dialogHistoryInstrumentation] });
  render(<RouterProvider router={router} />);
  homeLength = window.history.length;
});
afterEach(() => {
  cleanup();
  router.dispose();
  vi.restoreAllMocks();
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(depth()).toBe(1));
}

/** On the portfolio, right on top of the home page's entry; Back lands on the home page. */
async function expectPortfolioOnHome() {
  await waitFor(() => {
    expect(window.location.pathname).toBe('/portfolio');
    expect(depth()).toBe(0);
    expect(window.history.length).toBe(homeLength + 1);
  });
  expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();

  // jsdom fires no popstate here (it does not count a pushState as the document's latest entry),
  // so the router stays put; the history itself is what this checks.
  window.history.back();
  await waitFor(() => expect(window.location.pathname).toBe('/home'));
  expect(depth()).toBe(0);
}

describe('dialog history and router navigations', () => {
  it('a button that closes its dialog and navigates at once (sign-in, then the portfolio)', async () => {
    const user = userEvent.setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close and go' }));
    await expectPortfolioOnHome();
  });

  it('a navigation made while the closed dialog is going back (after an await, like account opening)', async () => {
    const user = userEvent.setup();
    await openDialog(user);
    const go = window.history.go.bind(window.history);
    vi.spyOn(window.history, 'go').mockImplementationOnce((delta) => {
      go(delta);
      // Before the go-back has landed: the race the callers used to await dialogHistorySettled for.
      void router.navigate('/portfolio');
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectPortfolioOnHome();
  });

  it('a navigation after the go-back has landed', async () => {
    const user = userEvent.setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(depth()).toBe(0));
    await router.navigate('/portfolio');
    await expectPortfolioOnHome();
  });

  it('a navigation with the dialog still open: the route change unmounts it', async () => {
    const user = userEvent.setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await expectPortfolioOnHome();
  });

  it('a confirmation over the dialog closes both and navigates', async () => {
    const user = userEvent.setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(depth()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expectPortfolioOnHome();
  });

  it('a dialog that stays open over the new page gets its entry there: Back closes it and stays', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(depth()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'See the portfolio' }));
    expect(
      await screen.findByRole('heading', { name: 'Portfolio', hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(depth()).toBe(1));
    expect(window.location.pathname).toBe('/portfolio');
    // home, portfolio, the dialog's entry on the portfolio.
    expect(window.history.length).toBe(homeLength + 2);

    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/portfolio');
    expect(depth()).toBe(0);
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('a navigation with no dialog about is the router’s own: one entry, no go-back', async () => {
    const go = vi.spyOn(window.history, 'go');
    await router.navigate('/portfolio');
    expect(window.location.pathname).toBe('/portfolio');
    expect(window.history.length).toBe(homeLength + 1);
    expect(go).not.toHaveBeenCalled();
  });
});
