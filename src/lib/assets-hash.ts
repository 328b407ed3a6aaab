import { confirmAction } from './confirm';
import { hasUnsavedChanges } from './unsaved-changes';

// Spec a section 4: reload when the server's assets-hash differs from the first one seen, asking
// first when a form holds unsaved input.

let firstSeen: string | null = null;
let reloadRequested = false;

export type Reloader = () => void;
let reload: Reloader = () => window.location.reload();

export function setReloader(next: Reloader): void {
  reload = next;
}

export function resetAssetsHash(): void {
  firstSeen = null;
  reloadRequested = false;
  pendingReload = false;
}

export function observeAssetsHash(hash: string | null): void {
  if (!hash) return;
  if (firstSeen === null) {
    firstSeen = hash;
    return;
  }
  if (hash === firstSeen || reloadRequested) return;
  reloadRequested = true;
  void reloadForNewVersion();
}

async function reloadForNewVersion(): Promise<void> {
  if (hasUnsavedChanges()) {
    const ok = await confirmAction({
      title: 'A new version is available',
      text: 'The console was updated. Reload now? Unsaved changes on this page will be lost.',
      confirmLabel: 'Reload',
      cancelLabel: 'Later',
      danger: false,
    });
    if (!ok) {
      pendingReload = true;
      return;
    }
  }
  reload();
}

let pendingReload = false;

/** Called after each navigation: a reload the user postponed happens once no form is dirty. */
export function reloadIfPending(): void {
  if (pendingReload && !hasUnsavedChanges()) {
    pendingReload = false;
    reload();
  }
}
