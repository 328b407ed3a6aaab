import { SERVICE_LOGO_EXTENSIONS } from '@/config/services-constants';

// A service's logo (spec b section 5): a .jpg, .jpeg or .png file, sent as a data URL; the size
// limit keeps its base64 under what the save body accepts (SERVICE_LIMITS.logoBase64).

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPE_MESSAGE = 'Only .jpg, .jpeg and .png files can be a logo.';
export const LOGO_SIZE_MESSAGE = 'The logo must be 256 KB or smaller.';

/** The file picker's and the drop area's filter. */
export const LOGO_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

type FileFacts = { name: string; type: string; size: number };

/** Why a file cannot be a logo, or null: its extension and its type must both be an image's. */
export function logoFileError(file: FileFacts): string | null {
  const name = file.name.toLowerCase();
  const extensionOk = SERVICE_LOGO_EXTENSIONS.some((extension) => name.endsWith(extension));
  const typeOk = file.type === 'image/png' || file.type === 'image/jpeg';
  if (!extensionOk || !typeOk) return LOGO_TYPE_MESSAGE;
  return file.size > LOGO_MAX_BYTES ? LOGO_SIZE_MESSAGE : null;
}
