// Electron main process: one instance, one window, the embedded service, and a clean
// shutdown. Decisions that need no Electron live in the sibling modules.
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session, shell } from 'electron';
import type { IpcMainInvokeEvent } from 'electron';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startService } from '../src-service/index.ts';
import { StartRefusal } from '../src-service/instance/refusal.ts';
import { isAppUrl, isExternalLink, isPermissionGranted, type AppOrigins } from './app-origin.ts';
import { bootService, type BootedService } from './boot.ts';
import { IPC_CHANNELS, type SaveFileResult, type ServiceConnection } from './bridge-types.ts';
import { chooseDataDir, choosePort } from './data-dir.ts';
import { buildMenuTemplate } from './menu.ts';
import { chooseRendererSource, serviceServesUi } from './renderer-source.ts';
import { parseSaveFileRequest, saveDialogFilters } from './save-file.ts';
import { createWindowStateStore, type WindowStateStore } from './window-state.ts';

// Built layout: out/main/index.js, out/preload/index.mjs, out/renderer/index.html.
const outDir = join(import.meta.dirname, '..');
const preloadPath = join(outDir, 'preload', 'index.mjs');
const rendererDir = join(outDir, 'renderer');
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;

let mainWindow: BrowserWindow | undefined;
let service: BootedService | undefined;
let appOrigins: AppOrigins = { origins: [] };
let windowState: WindowStateStore | undefined;
let shutdown: 'running' | 'closing' | 'closed' = 'running';

if (!app.requestSingleInstanceLock()) {
  // Another Timbre owns the data dir and the port; it will focus its window.
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  app.on('before-quit', onBeforeQuit);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (service && BrowserWindow.getAllWindows().length === 0) void openMainWindow(service);
  });
  app.whenReady().then(start).catch(fail);
}

async function start(): Promise<void> {
  const dataDir = chooseDataDir({ argv: process.argv, env: process.env, userDataDir: app.getPath('userData') });
  const port = choosePort({ argv: process.argv, env: process.env });
  const builtUi = existsSync(join(rendererDir, 'index.html'));
  service = await bootService({
    dataDir,
    port,
    startService,
    staticDir: builtUi ? rendererDir : undefined,
    version: app.getVersion(),
    allowedOrigins: devServerUrl ? [new URL(devServerUrl).origin] : undefined,
  });
  appOrigins = {
    origins: [service.serviceUrl, ...(devServerUrl ? [devServerUrl] : [])],
    fileRoot: rendererDir,
  };

  const connection: ServiceConnection = { serviceUrl: service.serviceUrl, sessionToken: service.sessionToken };
  ipcMain.handle(IPC_CHANNELS.connection, (event) => {
    assertFromStudio(event);
    return connection;
  });
  ipcMain.handle(IPC_CHANNELS.saveFile, (event, request: unknown) => {
    assertFromStudio(event);
    return saveFile(event, request);
  });

  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, appOrigins));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted(permission, details.requestingUrl ?? requestingOrigin, appOrigins),
  );

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        platform: process.platform,
        openDataFolder: () => void shell.openPath(dataDir),
      }),
    ),
  );
  await openMainWindow(service);
}

async function openMainWindow(running: BootedService): Promise<void> {
  windowState ??= createWindowStateStore({ filePath: join(app.getPath('userData'), 'window-state.json') });
  const store = windowState;
  const state = store.load(screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    ...state.bounds,
    minWidth: 480,
    minHeight: 360,
    show: false,
    title: 'Timbre',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      // An ESM preload (.mjs, because package.json says "type": "module") cannot run sandboxed.
      sandbox: false,
    },
  });
  mainWindow = win;
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  const remember = (): void => {
    if (win.isDestroyed()) return;
    store.save({ bounds: win.getNormalBounds(), maximized: win.isMaximized() });
  };
  win.on('resize', remember);
  win.on('move', remember);
  win.on('maximize', remember);
  win.on('unmaximize', remember);
  win.on('close', () => {
    remember();
    store.flush();
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = undefined;
  });

  // The studio stays on its own pages; links elsewhere open in the OS browser.
  win.webContents.on('will-navigate', (event, url) => {
    if (isAppUrl(url, appOrigins)) return;
    event.preventDefault();
    if (isExternalLink(url)) void shell.openExternal(url);
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });

  const source = chooseRendererSource({
    devServerUrl,
    serviceUrl: running.serviceUrl,
    serviceServesUi: devServerUrl ? false : await serviceServesUi(running.serviceUrl),
    rendererDir,
  });
  if (source.kind === 'url') await win.loadURL(source.url);
  else await win.loadFile(source.path);
}

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** Only the studio's own pages may use the bridge (not a page it was navigated away to). */
function assertFromStudio(event: IpcMainInvokeEvent): void {
  const url = event.senderFrame?.url ?? '';
  if (!isAppUrl(url, appOrigins)) throw new Error(`IPC refused for ${url || 'an unknown frame'}`);
}

async function saveFile(event: IpcMainInvokeEvent, value: unknown): Promise<SaveFileResult> {
  const request = parseSaveFileRequest(value);
  const owner = BrowserWindow.fromWebContents(event.sender);
  const options = { defaultPath: join(app.getPath('downloads'), request.suggestedName), filters: saveDialogFilters(request.suggestedName) };
  const choice = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { saved: false };
  await writeFile(choice.filePath, request.data);
  return { saved: true, path: choice.filePath };
}

/** Holds the quit until the service has closed (tasks settled, DB closed), then quits. */
function onBeforeQuit(event: Electron.Event): void {
  windowState?.flush();
  if (!service || shutdown === 'closed') return;
  event.preventDefault();
  if (shutdown === 'closing') return;
  shutdown = 'closing';
  service
    .close()
    .catch((error: unknown) => console.error('Timbre: the service did not close cleanly:', error))
    .finally(() => {
      shutdown = 'closed';
      app.quit();
    });
}

async function fail(error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  // A refusal (data folder in use or read-only, damaged database) says what to do; its stack helps nobody.
  console.error('Timbre could not start:', error instanceof StartRefusal ? message : error);
  dialog.showErrorBox('Timbre could not start', message);
  await service?.close().catch(() => {});
  app.exit(1);
}
