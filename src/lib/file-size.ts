const KB = 1024;

/** A file's size as a person reads it: «84 КБ», «1,2 МБ». */
export function fileSize(bytes: number): string {
  if (bytes < KB * KB) return `${Math.max(1, Math.round(bytes / KB))} КБ`;
  return `${(bytes / (KB * KB)).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} МБ`;
}
