import { useCallback, useSyncExternalStore } from 'react';
import { useOnboarding } from './api/get-onboarding';
import { isWizardOpen } from './wizard-steps';

/**
 * Whether the wizard is open, shared by the layout (which mounts it) and the bell's reminder card
 * (which reopens it). Once closed, it stays closed in this tab whatever the record says; Skip for now is also
 * stored with the account (see the wizard), so it does not open by itself in a later session or on another device.
 * Continue Setup reopens it.
 */
type State = { openFor: string | null; settled: ReadonlySet<string> };

const settledKey = 'govi.onboarding.settled';

function readSettled(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(settledKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    // No session storage (switched off, or not a browser): once per page's life instead.
    return new Set();
  }
}

function writeSettled(settled: ReadonlySet<string>) {
  try {
    sessionStorage.setItem(settledKey, JSON.stringify([...settled]));
  } catch {
    // As above: the page's own memory still holds it.
  }
}

let state: State = { openFor: null, settled: readSettled() };
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

export function useOnboardingWizard(): { isOpen: boolean; open(): void; close(): void } {
  const current = useSyncExternalStore(subscribe, getState, getState);
  const { onboarding, userId } = useOnboarding();
  const open = useCallback(() => {
    if (userId && state.openFor !== userId) setState({ ...state, openFor: userId });
  }, [userId]);
  const close = useCallback(() => {
    if (!userId) return;
    const settled = new Set([...state.settled, userId]);
    writeSettled(settled);
    setState({ openFor: null, settled });
  }, [userId]);
  return { isOpen: isWizardOpen({ onboarding, userId, ...current }), open, close };
}
