// Decides what the window loads: the renderer dev server in development, the studio as
// served by the service (same origin as the API), or the built files from disk.
import { join } from 'node:path';

/** What the window loads. */
export type RendererSource = { kind: 'url'; url: string } | { kind: 'file'; path: string };

/** Inputs of {@link chooseRendererSource}. */
export interface RendererSourceInputs {
  /** `ELECTRON_RENDERER_URL`, set by `electron-vite dev`; ignored when packaged. */
  devServerUrl?: string;
  serviceUrl: string;
  /** Whether the service answered `/` with the studio page. */
  serviceServesUi: boolean;
  /** Folder of the built renderer (out/renderer). */
  rendererDir: string;
}

/** Dev server → the service's URL → the built index.html. */
export function chooseRendererSource(inputs: RendererSourceInputs): RendererSource {
  if (inputs.devServerUrl) return { kind: 'url', url: inputs.devServerUrl };
  if (inputs.serviceServesUi) return { kind: 'url', url: `${inputs.serviceUrl}/` };
  return { kind: 'file', path: join(inputs.rendererDir, 'index.html') };
}

/** Asks the service for `/` and reports whether it answered with an HTML page. */
export async function serviceServesUi(serviceUrl: string, fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchFn(`${serviceUrl}/`, { signal: AbortSignal.timeout(3000) });
    await res.body?.cancel();
    return res.ok && (res.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}
