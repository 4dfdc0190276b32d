// Saving a text as a file the player downloads (export, raw data of damaged items, backups).
export function downloadText(filename: string, text: string, type = 'application/json') {
  const blob = new Blob([text], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** "2024-05-01T10-00-00" – a time safe in file names. */
export const fileTime = (d = new Date()) => d.toISOString().slice(0, 19).replace(/:/g, '-');
