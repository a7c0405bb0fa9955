// Saving a file from the studio: the desktop app's native Save dialog (preload bridge) when
// present, otherwise a browser download with the proposed name.

/** Saves `blob` as `fileName`; answers a sentence for the status line. */
export async function saveFile(blob: Blob, fileName: string): Promise<string> {
  const bridge = window.timbre;
  if (bridge?.saveFile) {
    const result = await bridge.saveFile({ suggestedName: fileName, data: new Uint8Array(await blob.arrayBuffer()) });
    return result.saved ? `Saved ${fileName} to ${result.path}` : 'Export cancelled';
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return `Downloading ${fileName}`;
}
