// Light, dark, or as the OS says (Radix DropdownMenu with a radio group).
import { DropdownMenu } from 'radix-ui';
import { useStudio } from '../studio-context.ts';
import type { ThemeChoice } from '../store/theme-slice.ts';
import { useThemeTrigger } from './theme-trigger.tsx';

/** `defaultOpen`: the creator already clicked the stand-in button while this code loaded. */
export default function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const choice = useStudio((s) => s.themeChoice);
  const setTheme = useStudio((s) => s.setTheme);
  const trigger = useThemeTrigger();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="icon-button" aria-label={trigger.label}>
        {trigger.icon}
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
