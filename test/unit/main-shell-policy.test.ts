import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isAppUrl, isExternalLink, isPermissionGranted } from '../../src-main/app-origin.ts';
import { buildMenuTemplate } from '../../src-main/menu.ts';
import { chooseRendererSource, serviceServesUi } from '../../src-main/renderer-source.ts';
import { parseSaveFileRequest, sanitizeFileName, saveDialogFilters } from '../../src-main/save-file.ts';

const app = { origins: ['http://127.0.0.1:7717'], fileRoot: '/app/out/renderer' };

describe('isAppUrl', () => {
  it('accepts the service origin and the built renderer folder only', () => {
    expect(isAppUrl('http://127.0.0.1:7717/#token=x', app)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:7718/', app)).toBe(false);
    expect(isAppUrl('http://localhost:7717/', app)).toBe(false);
    expect(isAppUrl('https://example.com/', app)).toBe(false);
    expect(isAppUrl(pathToFileURL('/app/out/renderer/index.html').href, app)).toBe(true);
    expect(isAppUrl(pathToFileURL('/app/out/renderer-evil/index.html').href, app)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', app)).toBe(false);
    expect(isAppUrl('not a url', app)).toBe(false);
  });

  it('grants only the studio the permissions it uses', () => {
    expect(isPermissionGranted('media', 'http://127.0.0.1:7717/', app)).toBe(true);
    expect(isPermissionGranted('media', 'https://example.com/', app)).toBe(false);
    expect(isPermissionGranted('geolocation', 'http://127.0.0.1:7717/', app)).toBe(false);
  });

  it('hands only web and mail links to the OS', () => {
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isExternalLink('mailto:a@b.c')).toBe(true);
    expect(isExternalLink('file:///etc/passwd')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
  });
});

describe('chooseRendererSource', () => {
  it('prefers the dev server, then the service, then the built file', () => {
    const base = { serviceUrl: 'http://127.0.0.1:7717', rendererDir: '/app/out/renderer' };
    expect(chooseRendererSource({ ...base, devServerUrl: 'http://localhost:5173', serviceServesUi: true })).toEqual({
      kind: 'url',
      url: 'http://localhost:5173',
    });
    expect(chooseRendererSource({ ...base, serviceServesUi: true })).toEqual({ kind: 'url', url: 'http://127.0.0.1:7717/' });
    expect(chooseRendererSource({ ...base, serviceServesUi: false })).toEqual({
      kind: 'file',
      path: join('/app/out/renderer', 'index.html'),
    });
  });

  it('detects whether a real server answers / with a page', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await serviceServesUi(url)).toBe(true);
      expect(await serviceServesUi(`${url}/nothing-here`)).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
    }
    expect(await serviceServesUi(url)).toBe(false); // closed: no answer at all
  });
});

describe('save-file requests', () => {
  it('keeps names to a single safe file name', () => {
    expect(sanitizeFileName('take 3.wav')).toBe('take 3.wav');
    expect(sanitizeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(sanitizeFileName('a\\b:c*?.mp4')).toBe('a_b_c__.mp4');
    expect(sanitizeFileName('...')).toBe('untitled');
    expect(sanitizeFileName('')).toBe('untitled');
  });

  it('rejects payloads that are not a name and bytes', () => {
    expect(parseSaveFileRequest({ suggestedName: 'a.wav', data: new Uint8Array([1]) })).toEqual({
      suggestedName: 'a.wav',
      data: new Uint8Array([1]),
    });
    expect(() => parseSaveFileRequest(null)).toThrow(/expected an object/);
    expect(() => parseSaveFileRequest({ suggestedName: 1, data: new Uint8Array() })).toThrow(/suggestedName/);
    expect(() => parseSaveFileRequest({ suggestedName: 'a', data: 'bytes' })).toThrow(/Uint8Array/);
  });

  it('offers the exported type first in the Save dialog, so the chosen format keeps its extension', () => {
    expect(saveDialogFilters('take 3.mp3')).toEqual([
      { name: 'MP3 audio', extensions: ['mp3'] },
      { name: 'All files', extensions: ['*'] },
    ]);
    expect(saveDialogFilters('Take.WAV')[0]).toEqual({ name: 'WAV audio', extensions: ['wav'] });
    expect(saveDialogFilters('clip.xyz')[0]).toEqual({ name: 'XYZ file', extensions: ['xyz'] });
    expect(saveDialogFilters('untitled')).toEqual([{ name: 'All files', extensions: ['*'] }]);
  });
});

describe('application menu', () => {
  it('has File: Quit, Edit, View with reload/devtools/zoom, and Help: Open Data Folder', () => {
    let opened = 0;
    const menu = buildMenuTemplate({ platform: 'linux', openDataFolder: () => opened++ });
    expect(menu.map((m) => m.label ?? m.role)).toEqual(['&File', 'editMenu', '&View', 'help']);
    expect(menu[0].submenu).toEqual([{ role: 'quit' }]);
    const viewRoles = (menu[2].submenu as Array<{ role?: string }>).map((i) => i.role).filter(Boolean);
    expect(viewRoles).toEqual(expect.arrayContaining(['reload', 'toggleDevTools', 'zoomIn', 'zoomOut', 'resetZoom']));
    const help = menu[3].submenu as Array<{ label?: string; click?: () => void }>;
    expect(help[0].label).toBe('Open Data Folder');
    help[0].click?.();
    expect(opened).toBe(1);
    expect(buildMenuTemplate({ platform: 'darwin', openDataFolder: () => {} })[0]).toEqual({ role: 'appMenu' });
  });
});
