import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/i18n';

const sw = vi.hoisted(() => ({
  needRefresh: false,
  offlineReady: false,
  update: vi.fn(async () => undefined),
  options: null as null | { onNeedReload?: () => void; onRegisteredSW?: (url: string, r: ServiceWorkerRegistration | undefined) => void },
  setNeedRefresh: null as null | ((v: boolean) => void),
}));

vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: (options: NonNullable<typeof sw.options>) => {
      sw.options = options;
      const needRefresh = useState(sw.needRefresh);
      sw.setNeedRefresh = needRefresh[1];
      const offlineReady = useState(sw.offlineReady);
      return { needRefresh, offlineReady, updateServiceWorker: sw.update };
    },
  };
});

import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  const reload = vi.fn();
  beforeAll(async () => {
    await setupTestI18n('cs');
  });
  beforeEach(() => {
    sw.needRefresh = false;
    sw.offlineReady = false;
    sw.update.mockClear();
    reload.mockClear();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  });

  it('shows nothing while there is no new version', () => {
    render(<UpdatePrompt screen="/boj" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a new version politely, without taking focus, and the keyboard reaches its buttons', async () => {
    const user = userEvent.setup();
    const page = (path: string) => (
      <>
        <button type="button">Pozice 1. úrovně</button>
        <UpdatePrompt screen={path} />
      </>
    );
    const view = render(page('/boj'));
    const slot = screen.getByRole('button', { name: 'Pozice 1. úrovně' });
    slot.focus();
    // the live region is on the page before the message comes into it (else it may go unread)
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => sw.options?.onNeedReload?.());
    view.rerender(page('/kniha'));
    expect(region).toHaveTextContent('Je dostupná nová verze');
    expect(region).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(slot).toHaveFocus();
    // Tab reaches "Později" and "Načíst novou verzi"; "Později" gives focus back to the slot
    await user.tab();
    expect(screen.getByRole('button', { name: 'Později' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Načíst novou verzi' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(region).toBeEmptyDOMElement();
    expect(slot).toHaveFocus();
  });

  it('offers the new version and updates only when the player taps', async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt screen="/boj" />).rerender(<UpdatePrompt screen="/kniha" />);
    expect(screen.getByText('Je dostupná nová verze')).toBeVisible();
    expect(sw.update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Načíst novou verzi' }));
    expect(sw.update).toHaveBeenCalledTimes(1);
    act(() => sw.options?.onNeedReload?.());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads on its own when another tab activated the new version', () => {
    const view = render(<UpdatePrompt screen="/boj" />);
    act(() => sw.options?.onNeedReload?.());
    view.rerender(<UpdatePrompt screen="/kniha" />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('Je dostupná nová verze')).toBeVisible();
  });

  it('"Později" hides the prompt without updating', async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt screen="/boj" />).rerender(<UpdatePrompt screen="/kniha" />);
    await userEvent.click(screen.getByRole('button', { name: 'Později' }));
    expect(screen.queryByText('Je dostupná nová verze')).toBeNull();
    expect(sw.update).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Později" holds for the version it answered, not for a newer one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const waiting = { waiting: {} as ServiceWorker } as unknown as ServiceWorkerRegistration & { waiting: ServiceWorker };
      sw.needRefresh = true;
      const view = render(<UpdatePrompt screen="/boj" />);
      view.rerender(<UpdatePrompt screen="/kniha" />);
      act(() => sw.options?.onRegisteredSW?.('/sw.js', waiting));
      await userEvent.click(screen.getByRole('button', { name: 'Později' }));
      // the same waiting worker reported again (workbox-window: 'installed', then 'waiting')
      act(() => sw.setNeedRefresh?.(true));
      expect(screen.queryByText('Je dostupná nová verze')).toBeNull();
      // a newer version waits: asked again, with the next screen
      waiting.waiting = {} as ServiceWorker;
      act(() => sw.setNeedRefresh?.(false));
      act(() => sw.setNeedRefresh?.(true));
      view.rerender(<UpdatePrompt screen="/boj" />);
      expect(screen.getByText('Je dostupná nová verze')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a new version found while the player taps on a screen does not push that screen down: it comes with the next one and stays', () => {
    const view = render(<UpdatePrompt screen="/boj" />);
    act(() => sw.options?.onNeedReload?.());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(<UpdatePrompt screen="/kniha" />);
    expect(screen.getByRole('region', { name: 'Je dostupná nová verze' })).toBeVisible();
    // unlike the ready-offline note, it waits for an answer through later screens
    view.rerender(<UpdatePrompt screen="/boj" />);
    expect(screen.getByRole('region', { name: 'Je dostupná nová verze' })).toBeVisible();
  });

  it('tells the player the app is ready offline on the next screen (this one does not move), and the note stays until ×', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let view: ReturnType<typeof render>;
    try {
      sw.offlineReady = true;
      view = render(<UpdatePrompt screen="/kouzla" />);
      // the news came mid-use: nothing is put into the screen under the player's finger
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      view.rerender(<UpdatePrompt screen="/kouzla/fireball" />);
      expect(screen.getByRole('status')).toHaveTextContent('Grimoár je připravený i bez připojení.');
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('status')).toHaveTextContent('Grimoár je připravený i bez připojení.');
    } finally {
      vi.useRealTimers();
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(<UpdatePrompt screen="/kniha" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('the ready-offline note goes when the player moves on to another screen', () => {
    sw.offlineReady = true;
    const view = render(<UpdatePrompt screen="/boj" />);
    view.rerender(<UpdatePrompt screen="/kniha" />);
    expect(screen.getByRole('status')).toHaveTextContent(/bez připojení/);
    view.rerender(<UpdatePrompt screen="/boj" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('UpdatePrompt: ready offline', () => {
  beforeAll(async () => {
    await setupTestI18n('cs');
  });

  it('says the app is ready offline when a service worker first takes control, even without the install event', () => {
    sw.needRefresh = false;
    sw.offlineReady = false;
    const container = new EventTarget() as EventTarget & { controller: object | null };
    container.controller = null;
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    try {
      const view = render(<UpdatePrompt screen="/boj" />);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      act(() => {
        container.controller = {};
        container.dispatchEvent(new Event('controllerchange'));
      });
      view.rerender(<UpdatePrompt screen="/kniha" />);
      expect(screen.getByRole('status')).toHaveTextContent(/bez připojení/);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
