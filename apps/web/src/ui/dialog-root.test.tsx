import * as Dialog from '@radix-ui/react-dialog';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
    const push = vi.spyOn(window.history, 'pushState');
    render(<Page refuseClose />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(depth()).toBe(1));
    expect(push).toHaveBeenCalledTimes(1);

    window.history.back();
    // The entry comes back, so the next Back is the dialog's again, not the page's.
    await waitFor(() => expect(push).toHaveBeenCalledTimes(2));
    expect(depth()).toBe(1);
    expect(routerHeard).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/v1/home');
    push.mockRestore();
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
