/** A file for the user to save. */
export interface DownloadFile {
  /** File name with extension, e.g. `load.csv`. */
  name: string;
  /** MIME type, e.g. `text/csv`. */
  type: string;
  /** Contents: text, or a data URL (`data:image/png;base64,...`). */
  data: string;
}

/** Saves a file through a temporary link (the browser's download). Hosts may pass their own. */
export function downloadFile(file: DownloadFile): void {
  const href = file.data.startsWith('data:') ? file.data : URL.createObjectURL(new Blob([file.data], { type: file.type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  a.click();
  if (href !== file.data) setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** A file-system-safe name from a chart title (`ERCOT load / HE` gives `ERCOT-load-HE`). */
export function fileNameOf(title: string): string {
  return title.trim().replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'chart';
}
