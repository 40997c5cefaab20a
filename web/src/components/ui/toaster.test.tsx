import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from '@/hooks/use-toast';
import { Toaster } from './toaster';

beforeAll(() => {
  // jsdom has no pointer capture; Radix calls it while a toast is swiped.
  HTMLElement.prototype.setPointerCapture ??= () => {};
  HTMLElement.prototype.hasPointerCapture ??= () => false;
  HTMLElement.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => {
  vi.useRealTimers();
});

function renderToaster() {
  const store = createToastStore();
  render(<Toaster store={store} />);
  return store;
}

function swipe(element: HTMLElement, dx: number) {
  fireEvent.pointerDown(element, { clientX: 100, clientY: 10, button: 0, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + dx / 2, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
}

describe('Toaster', () => {
  it('when a destructive toast is raised, then its title and description show in the destructive style', () => {
    const store = renderToaster();
    act(() => {
      store.toast({
        title: 'Session Expired',
        description: 'Please log in again to continue.',
        variant: 'destructive',
      });
    });
    const item = screen.getByText('Session Expired').closest('li');
    expect(screen.getByText('Please log in again to continue.')).toBeTruthy();
    expect(item?.dataset.variant).toBe('destructive');
  });

  it('when two toasts are raised, then only the newest is visible', () => {
    const store = renderToaster();
    act(() => {
      store.toast({ title: 'First' });
      store.toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('when 5000 ms pass, then the toast closes by itself', () => {
    vi.useFakeTimers();
    const store = renderToaster();
    act(() => {
      store.toast({ title: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('when a toast is swiped right past 50 px, then it is dismissed; shorter or leftward swipes keep it', () => {
    const store = renderToaster();
    act(() => {
      store.toast({ title: 'Swipe me' });
    });
    const item = () => screen.getByText('Swipe me').closest('li') as HTMLElement;
    swipe(item(), 40);
    swipe(item(), -80);
    expect(screen.getByText('Swipe me')).toBeTruthy();
    swipe(item(), 60);
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('when F8 is pressed, then the toast area takes focus', () => {
    renderToaster();
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(viewport);
  });

  it('when an outcome toast shows and a lesser one is raised, then the outcome stays on screen', () => {
    const store = renderToaster();
    act(() => {
      store.toast({ title: 'API Key Validated & Stored', outcome: true });
      store.toast({ title: 'Encryption Active' });
    });
    expect(screen.getByText('API Key Validated & Stored')).toBeTruthy();
    expect(screen.queryByText('Encryption Active')).toBeNull();
  });
});
