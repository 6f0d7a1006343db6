import { TRANSFER_FILE_MIME } from '../../../../shared/domain/attachments';
import type { PayoutAttachment } from './draft';

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
        // The browser's type, else the extension's (a .csv often has none).
        fileType:
          file.type || TRANSFER_FILE_MIME[file.name.split('.').pop()?.toLowerCase() ?? ''] || '',
        // A data URL: 'data:<type>;base64,<bytes>'.
        bufferFile: url.slice(url.indexOf(',') + 1),
        size: file.size,
      });
    });
    reader.readAsDataURL(file);
  });
}
