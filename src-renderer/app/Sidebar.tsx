// The navigation, grouped by what a creator does. Links are real `#/id` anchors so they open
// in place, work with the keyboard, and survive a reload.
import {
  AudioLines,
  ChartColumnStacked,
  Clapperboard,
  FileText,
  Film,
  FolderOpen,
  KeyRound,
  Layers,
  ListChecks,
  Mic,
  Palette,
  Settings,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { memo, type ComponentType } from 'react';
import { useStudio } from '../studio-context.ts';
import { NAV } from './routes.ts';
import { usePrefetchRoute } from './prefetch-route.ts';

const ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  speech: AudioLines,
  script: FileText,
  video: Film,
  batches: Layers,
  voices: UserRound,
  record: Mic,
  clone: Sparkles,
  design: Palette,
  library: FolderOpen,
  activity: ListChecks,
  usage: ChartColumnStacked,
  developer: KeyRound,
  api: Clapperboard,
  settings: Settings,
};

/** The running count on Activity's link: the one part of the navigation that changes with task events. */
function RunningBadge() {
  const count = useStudio((s) => s.activeTasks.length);
  return count > 0 ? (
    <span className="badge" aria-label={`${count} running`}>
      {count}
    </span>
  ) : null;
}

export const Sidebar = memo(function Sidebar({ current }: { current: string }) {
  const prefetch = usePrefetchRoute();
  return (
    <nav aria-label="Studio" className="sidebar">
      <h1 className="brand">
        <AudioLines size={20} aria-hidden={true} /> Timbre
      </h1>
      {NAV.map((group) => (
        <div key={group.label} className="nav-group">
          <h2 className="nav-heading" id={`nav-${group.label}`}>
            {group.label}
          </h2>
          <ul aria-labelledby={`nav-${group.label}`}>
            {group.routes.map((route) => {
              const Icon = ICONS[route.id] ?? AudioLines;
              return (
                <li key={route.id}>
                  <a
                    href={`#/${route.id}`}
                    aria-current={current === route.id ? 'page' : undefined}
                    // What the screen needs starts loading when the pointer or focus reaches the link, before the click.
                    onPointerEnter={() => prefetch(route.id)}
                    onFocus={() => prefetch(route.id)}
                  >
                    <Icon size={16} aria-hidden={true} />
                    <span>{route.label}</span>
                    {route.id === 'activity' && <RunningBadge />}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
});
