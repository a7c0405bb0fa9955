// The application menu. Built from roles so labels, shortcuts and translations come from
// the OS; only "Open Data Folder" is ours.
import type { MenuItemConstructorOptions } from 'electron';

/** What the menu needs from the running app. */
export interface MenuActions {
  platform: NodeJS.Platform;
  openDataFolder(): void;
}

/** File: Quit · Edit · View: reload, devtools, zoom · Help: Open Data Folder. */
export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const isMac = actions.platform === 'darwin';
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    { label: '&File', submenu: [{ role: 'quit' }] },
    { role: 'editMenu' },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        { role: 'forceReload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      role: 'help',
      submenu: [{ label: 'Open Data Folder', click: () => actions.openDataFolder() }],
    },
  ];
}
