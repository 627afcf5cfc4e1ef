import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

const steps = ['One', 'Two', 'Three', 'Four', 'Five'];

describe('Stepper', () => {
  it('says which step of how many, marks the current step and highlights those up to it', () => {
    render(<Stepper steps={steps} current={2} label="Step 2/5" />);
    const nav = screen.getByRole('navigation', { name: 'Onboarding progress' });
    expect(within(nav).getByText('Step 2/5')).toBeInTheDocument();
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items.map((li) => li.className.match(/stepper__step--(\w+)/)?.[1])).toEqual(['done', 'current', 'todo', 'todo', 'todo']);
  });
});
