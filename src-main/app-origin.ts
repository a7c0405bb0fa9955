// Which URLs count as the studio itself. The window may only navigate within them, only
// they may use the preload bridge, and only they get device permissions (microphone).
import { pathToFileURL } from 'node:url';

/** The places the studio is loaded from. */
export interface AppOrigins {
  /** http(s) origins: the service, and the renderer dev server in development. */
  origins: string[];
  /** Folder of the built renderer when it is loaded from disk (file://). */
  fileRoot?: string;
}

/** Permissions the studio uses: the microphone/camera for samples, clipboard, fullscreen video. */
const GRANTED_PERMISSIONS = new Set(['media', 'clipboard-sanitized-write', 'fullscreen']);

/** True when `url` is part of the studio. Anything unparsable is not. */
export function isAppUrl(url: string, app: AppOrigins): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') {
    if (app.fileRoot === undefined) return false;
    const root = pathToFileURL(app.fileRoot).href.replace(/\/?$/, '/');
    return parsed.href.startsWith(root);
  }
  return app.origins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
}

/** Whether a permission request from `requestingUrl` is granted. */
export function isPermissionGranted(permission: string, requestingUrl: string, app: AppOrigins): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, app);
}

/** Links the shell may hand to the OS browser (never file:, javascript: or custom schemes). */
export function isExternalLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}
