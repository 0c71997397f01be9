import { useCallback, useSyncExternalStore } from 'react';
import { useOnboarding } from './api/get-onboarding';
import { isWizardOpen } from './wizard-steps';

/**
 * Whether the wizard is open, shared by the layout (which mounts it) and the bell's reminder card
 * (which reopens it). Kept for the page's life: the wizard opens by itself once per visit; Skip closes
 * it until the next visit; Continue Setup reopens it.
 */
type State = { openFor: string | null; settled: ReadonlySet<string> };

let state: State = { openFor: null, settled: new Set() };
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
    if (userId) setState({ openFor: null, settled: new Set([...state.settled, userId]) });
  }, [userId]);
  return { isOpen: isWizardOpen({ onboarding, userId, ...current }), open, close };
}
