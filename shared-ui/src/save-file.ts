/**
 * Saves a downloaded file (a calendar file, a ticket, an invoice) under the given name: the browser's download of
 * an object URL through a temporary link, the URL revoked afterwards so the file's memory is freed.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox follows a click only on a link that is in the document.
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: some browsers start reading the URL only after the click event has finished.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
