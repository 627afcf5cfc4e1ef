import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm({ title: 'Exit payment?', description: 'You will need to verify the OTP again.' })))}
      >
        Exit
      </button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Exit' }), answer: () => screen.getByLabelText('answer') };
}

describe('ConfirmDialog with useConfirm()', () => {
  it('resolves true on Yes and closes', async () => {
    const { user, trigger, answer } = setup();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Exit payment?' });
    expect(dialog).toHaveAccessibleDescription('You will need to verify the OTP again.');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('true');
  });

  it('resolves false on No and closes', async () => {
    const { user, trigger, answer } = setup();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('false');
  });

  it('closes on Escape, resolves false and returns focus to the trigger', async () => {
    const { user, trigger, answer } = setup();
    await user.click(trigger);
    await screen.findByRole('dialog');
    // Focus starts inside the dialog, on the safe answer.
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('false');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
