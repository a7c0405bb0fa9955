// A part of the shell whose code loads after the first screen is drawn. The top bar's pop-ups
// (theme menu, work-in-progress menu), the shortcuts dialog and the toasts are built on Radix
// menus, popovers, dialogs and toasts with their positioning and focus code: together about a
// fifth of the start-up bundle, and none of it is needed to see or use the first screen.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DeferredPart<P> {
  /** The component, for a Suspense boundary; rendering it starts the load. */
  Lazy: LazyExoticComponent<ComponentType<P>>;
  /** Starts the load (once); a failed load is tried again on the next call. */
  preload(): void;
}

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().catch((e: unknown) => {
      pending = null;
      throw e;
    }));
  return {
    Lazy: lazy(async () => ({ default: await get() })),
    preload: () => void get().catch(() => undefined),
  };
}
