import { useSyncExternalStore } from 'react';
import type { Onboarding } from '../../../domain/onboarding/onboarding.schema';
import { useOnboarding } from './api/onboarding-api';

/**
 * Whether the wizard is open, shared by the layout (which mounts it) and the bell's reminder card
 * (which reopens it). Kept per page load: the spec opens the wizard by itself once per visit when the
 * record is incomplete at step 1; Skip closes it until the next visit, Continue Setup reopens it.
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
  return () => listeners.delete(listener);
}

/** The spec's rule for opening by itself: no record yet (the server makes it) or incomplete at step 1. */
export function opensByItself(onboarding: Onboarding): boolean {
  return !onboarding.completed && onboarding.step === 1;
}

export function useOnboardingWizard(): { isOpen: boolean; open(): void; close(): void } {
  const current = useSyncExternalStore(subscribe, () => state, () => state);
  const { onboarding, userId } = useOnboarding();
  const isOpen =
    userId !== undefined &&
    onboarding !== undefined &&
    !onboarding.completed &&
    (current.openFor === userId || (opensByItself(onboarding) && !current.settled.has(userId)));
  return {
    isOpen,
    open: () => {
      if (userId) setState({ ...state, openFor: userId });
    },
    close: () => {
      if (userId) setState({ openFor: null, settled: new Set([...state.settled, userId]) });
    },
  };
}

/** For tests: back to a fresh page load. */
export function resetOnboardingWizard() {
  setState({ openFor: null, settled: new Set() });
}
