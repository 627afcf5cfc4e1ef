import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashBar, FlashProvider, useFlash, type FlashInput } from './flash';

let api: ReturnType<typeof useFlash>;
function Capture() {
  api = useFlash();
  return null;
}
function setup() {
  render(
    <FlashProvider>
      <Capture />
      <FlashBar />
    </FlashProvider>,
  );
  return (input: FlashInput) => act(() => api.show(input));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flash message bar', () => {
  it('hides after 3000 ms by default', () => {
    const show = setup();
    show({ type: 'success', message: 'Saved.' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('announces errors as an alert and honours its own duration', () => {
    const show = setup();
    show({ type: 'error', message: 'Payment failed.', durationMs: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed.');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Payment failed.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Payment failed.')).not.toBeInTheDocument();
  });

  it('restarts the clock when a new message replaces the old one', () => {
    const show = setup();
    show({ type: 'info', message: 'First' });
    act(() => vi.advanceTimersByTime(2000));
    show({ type: 'info', message: 'Second' });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('can be dismissed', () => {
    const show = setup();
    show({ type: 'info', message: 'Hello', durationMs: null });
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
