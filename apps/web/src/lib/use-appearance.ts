import { useSyncExternalStore } from 'react';
import { type Appearance, appearanceStore } from './appearance';

export function useAppearance(): [Appearance, typeof appearanceStore.set] {
  const state = useSyncExternalStore(appearanceStore.subscribe, appearanceStore.get, appearanceStore.get);
  return [state, appearanceStore.set];
}
