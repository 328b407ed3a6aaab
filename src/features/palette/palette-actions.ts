import {
  IconKeyboard,
  IconLogout,
  IconMoon,
  IconPlus,
  IconSun,
  IconSwitchHorizontal,
  IconTerminal2,
} from '@tabler/icons-react';
import type { PaletteItem } from './palette-items';

// The palette's actions (issue 18 §1, decision 048), each only for an account that may do it:
// the same doors as the screens and the account menu, found by name or by a synonym.

export type ActionInput = {
  canCreateParcel: boolean;
  /** The other signed-in accounts, by login (the account menu's 'Switch to …'). */
  otherAccounts: ReadonlyArray<{ login: string; headerIdentifier: string }>;
  dark: boolean;
  /** The request whose details are open, as the API console takes it; null when none is. */
  consoleEntry: string | null;
  canUseConsole: boolean;
  run: {
    createParcel: () => void;
    switchTo: (headerIdentifier: string) => void;
    logout: () => void;
    toggleScheme: () => void;
    openInConsole: (entry: string) => void;
    help: () => void;
  };
};

export function actionItems(input: ActionInput): PaletteItem[] {
  const items: PaletteItem[] = [];
  const { run } = input;
  if (input.consoleEntry !== null && input.canUseConsole) {
    const entry = input.consoleEntry;
    items.push({
      id: 'action:console',
      group: 'Actions',
      label: 'Open this request in the API console',
      keywords: ['api console', 'replay', 'send again'],
      icon: IconTerminal2,
      run: () => run.openInConsole(entry),
    });
  }
  if (input.canCreateParcel) {
    items.push({
      id: 'action:create-parcel',
      group: 'Actions',
      label: 'Create parcel',
      keywords: ['new parcel', 'add parcel', 'shipment'],
      icon: IconPlus,
      run: run.createParcel,
    });
  }
  for (const account of input.otherAccounts) {
    items.push({
      id: `action:switch:${account.headerIdentifier}`,
      group: 'Actions',
      label: `Switch to ${account.login}`,
      keywords: ['switch account', 'change account'],
      icon: IconSwitchHorizontal,
      run: () => run.switchTo(account.headerIdentifier),
    });
  }
  items.push(
    {
      id: 'action:scheme',
      group: 'Actions',
      label: input.dark ? 'Switch to light theme' : 'Switch to dark theme',
      keywords: ['dark mode', 'light mode', 'theme', 'colour scheme', 'color scheme'],
      icon: input.dark ? IconSun : IconMoon,
      run: run.toggleScheme,
    },
    {
      id: 'action:help',
      group: 'Actions',
      label: 'Keyboard shortcuts',
      keywords: ['help', 'keys', 'hotkeys'],
      icon: IconKeyboard,
      hint: '?',
      run: run.help,
    },
    {
      id: 'action:logout',
      group: 'Actions',
      label: 'Log out',
      keywords: ['sign out', 'logout', 'exit'],
      icon: IconLogout,
      run: run.logout,
    },
  );
  return items;
}
