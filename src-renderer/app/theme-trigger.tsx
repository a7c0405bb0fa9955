// What the theme menu's button shows, without the menu: drawn by the menu itself and, until
// the menu's code is in, by the plain button that stands in for it.
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStudio } from '../studio-context.ts';

export function useThemeTrigger(): { label: string; icon: ReactNode } {
  const choice = useStudio((s) => s.themeChoice);
  const theme = useStudio((s) => s.theme);
  const Icon = choice === 'system' ? Monitor : theme === 'dark' ? Moon : Sun;
  return { label: `Theme: ${choice}`, icon: <Icon size={16} aria-hidden={true} /> };
}
