// Light, dark, or as the OS says (Radix DropdownMenu with a radio group).
import { DropdownMenu } from 'radix-ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useStudio } from '../studio-context.ts';
import type { ThemeChoice } from '../store/theme-slice.ts';

export function ThemeMenu() {
  const choice = useStudio((s) => s.themeChoice);
  const theme = useStudio((s) => s.theme);
  const setTheme = useStudio((s) => s.setTheme);
  const Icon = choice === 'system' ? Monitor : theme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="icon-button" aria-label={`Theme: ${choice}`}>
        <Icon size={16} aria-hidden={true} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={6} align="end">
          <DropdownMenu.RadioGroup value={choice} onValueChange={(v) => setTheme(v as ThemeChoice)}>
            <DropdownMenu.RadioItem className="menu-item" value="system">
              System
            </DropdownMenu.RadioItem>
            <DropdownMenu.RadioItem className="menu-item" value="light">
              Light
            </DropdownMenu.RadioItem>
            <DropdownMenu.RadioItem className="menu-item" value="dark">
              Dark
            </DropdownMenu.RadioItem>
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
