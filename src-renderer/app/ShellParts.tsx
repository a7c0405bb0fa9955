// The shell's pop-ups, loaded after the first screen (see deferred.ts). Until a menu's code is
// in, a plain button that looks the same stands in for its trigger; clicking it (or pressing
// Enter on it) opens the menu as soon as it arrives. The dialog and the toasts have nothing to
// show until they are wanted, so they render nothing until then.
import { Suspense, useState } from 'react';
import { useStudio } from '../studio-context.ts';
import { ActivityTrigger } from './activity-trigger.tsx';
import { deferredPart } from './deferred.ts';
import { useThemeTrigger } from './theme-trigger.tsx';

const themeMenu = deferredPart(async () => (await import('./ThemeMenu.tsx')).default);
const activityMenu = deferredPart(async () => (await import('./ActivityMenu.tsx')).default);
const shortcuts = deferredPart(async () => (await import('./ShortcutsDialog.tsx')).default);
const toaster = deferredPart(async () => (await import('./Toaster.tsx')).default);

/** Loads every pop-up's code (called once the studio is idle after start-up). */
export function preloadShellParts(): void {
  for (const part of [themeMenu, activityMenu, shortcuts, toaster]) part.preload();
}

export function ThemeMenuSlot() {
  const [wanted, setWanted] = useState(false);
  const trigger = useThemeTrigger();
  const standIn = (
    <button type="button" className="icon-button" aria-label={trigger.label} aria-haspopup="menu" onClick={() => setWanted(true)}>
      {trigger.icon}
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <themeMenu.Lazy defaultOpen={wanted} />
    </Suspense>
  );
}

export function ActivityMenuSlot() {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button type="button" className="chip" aria-haspopup="dialog" onClick={() => setWanted(true)}>
      <ActivityTrigger />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <activityMenu.Lazy defaultOpen={wanted} />
    </Suspense>
  );
}

/** The shortcuts dialog, from the first time it is asked for. */
export function ShortcutsSlot({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <shortcuts.Lazy open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The toasts, from the first one on. */
export function ToasterSlot() {
  const any = useStudio((s) => s.toasts.length > 0);
  const [shown, setShown] = useState(false);
  if (any && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Lazy />
    </Suspense>
  );
}
