// The shell's pop-ups, loaded after the first screen (see deferred.ts). Until a menu's code is
// in, a plain button that looks the same stands in for its trigger; clicking it (or pressing
// Enter on it) opens the menu as soon as it arrives. The dialog and the toasts have nothing to
// show until they are wanted, so they render nothing until then.
import { Suspense, useState, type ReactNode } from 'react';
import { useStudio } from '../studio-context.ts';
import { ActivityTrigger } from './activity-trigger.tsx';
import { deferredPart, type DeferredPart } from './deferred.ts';
import { useThemeTrigger } from './theme-trigger.tsx';

const themeMenu = deferredPart(async () => (await import('./ThemeMenu.tsx')).default);
const activityMenu = deferredPart(async () => (await import('./ActivityMenu.tsx')).default);
const shortcuts = deferredPart(async () => (await import('./ShortcutsDialog.tsx')).default);
const toaster = deferredPart(async () => (await import('./Toaster.tsx')).default);

/** Loads every pop-up's code (called once the studio is idle after start-up). */
export function preloadShellParts(): void {
  for (const part of [themeMenu, activityMenu, shortcuts, toaster]) part.preload();
}

/** A menu drawn as a stand-in button until its code is in; a click on the stand-in opens the menu once it arrives. */
function DeferredMenu({ part, standIn }: { part: DeferredPart<{ defaultOpen?: boolean }>; standIn(open: () => void): ReactNode }) {
  const [wanted, setWanted] = useState(false);
  return (
    <Suspense fallback={standIn(() => setWanted(true))}>
      <part.Lazy defaultOpen={wanted} />
    </Suspense>
  );
}

/** True from the first time `wanted` is: a part that has shown stays mounted (so it can close, and keep its state). */
function useLatched(wanted: boolean): boolean {
  const [on, setOn] = useState(false);
  if (wanted && !on) setOn(true);
  return on || wanted;
}

export function ThemeMenuSlot() {
  const trigger = useThemeTrigger();
  return (
    <DeferredMenu
      part={themeMenu}
      standIn={(open) => (
        <button type="button" className="icon-button" aria-label={trigger.label} aria-haspopup="menu" onClick={open}>
          {trigger.icon}
        </button>
      )}
    />
  );
}

export function ActivityMenuSlot() {
  return (
    <DeferredMenu
      part={activityMenu}
      standIn={(open) => (
        <button type="button" className="chip" aria-haspopup="dialog" onClick={open}>
          <ActivityTrigger />
        </button>
      )}
    />
  );
}

/** The shortcuts dialog, from the first time it is asked for. */
export function ShortcutsSlot({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  if (!useLatched(open)) return null;
  return (
    <Suspense fallback={null}>
      <shortcuts.Lazy open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The toasts, from the first one on. */
export function ToasterSlot() {
  const any = useStudio((s) => s.toasts.length > 0);
  if (!useLatched(any)) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Lazy />
    </Suspense>
  );
}
