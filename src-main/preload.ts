// The only bridge between the studio page and the desktop shell: the service connection
// and a native Save dialog. Everything else goes over HTTP, as in a browser.
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS, type TimbreBridge } from './bridge-types.ts';

const bridge: TimbreBridge = {
  isDesktop: true,
  getConnection: () => ipcRenderer.invoke(IPC_CHANNELS.connection),
  saveFile: (request) => ipcRenderer.invoke(IPC_CHANNELS.saveFile, request),
};

contextBridge.exposeInMainWorld('timbre', bridge);
