import type { TimbreBridge } from '../src-main/bridge-types.ts';

declare global {
  interface Window {
    /** Present only inside the desktop app (set by src-main/preload.ts). */
    timbre?: TimbreBridge;
  }
}
