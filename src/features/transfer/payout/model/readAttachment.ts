import type { PayoutAttachment } from './draft';

/** The type the bank is told: the browser's, else one from the extension (a .csv often has none). */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/**
 * A picked file read as the bank takes it (spec-2 §7 fileBufferList: the bytes in base64), telling
 * `onProgress` the share read so far (0 to 1) as the browser reads it.
 */
export function readAttachment(
  file: File,
  onProgress: (share: number) => void,
): Promise<PayoutAttachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.addEventListener('load', () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      onProgress(1);
      resolve({
        fileName: file.name,
        fileType:
          file.type || TYPE_OF_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '',
        // A data URL: 'data:<type>;base64,<bytes>'.
        bufferFile: url.slice(url.indexOf(',') + 1),
        size: file.size,
      });
    });
    reader.readAsDataURL(file);
  });
}
