/** Saves a file the API answered (a Blob) under a name, as a click on a download link would. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address stops working.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "2026-03-14" of today, for file names. */
export const today = () => new Date().toISOString().slice(0, 10);
