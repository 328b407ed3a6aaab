import { useCallback } from 'react';

/**
 * A ref that points an <img> or <iframe> at an object URL of `blob`, revoked when the element
 * unmounts or the blob changes. A ref callback (with React 19 cleanup) rather than state + effect:
 * the URL lives exactly as long as the element that shows it, also under StrictMode.
 */
export function useObjectUrlRef<T extends HTMLImageElement | HTMLIFrameElement>(blob: Blob) {
  return useCallback(
    (node: T | null) => {
      if (!node) return undefined;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
