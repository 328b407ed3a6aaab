import '@mantine/spotlight/styles.css';
import type { GoTarget } from '../palette-screens';
import { CommandPalette, type CommandPaletteProps } from './command-palette';
import { ShortcutsHelp } from './shortcuts-help';

/** Which of the palette's dialogs is open. */
export type PaletteView = 'palette' | 'help' | null;

// The palette's lazy chunk (decision 048): Mantine's spotlight and its styles, the palette and
// the shortcuts sheet. Only the launcher in the top bar loads with the signed-in frame.

type HostProps = Omit<CommandPaletteProps, 'opened' | 'onHelp' | 'onClose' | 'onClosed'> & {
  goTo: readonly GoTarget[];
  view: PaletteView;
  onView: (view: 'palette' | 'help') => void;
  onClose: (view: 'palette' | 'help') => void;
  onClosed: (restoreFocus: boolean) => void;
};

export default function PaletteHost({
  goTo,
  view,
  onView,
  onClose,
  onClosed,
  ...props
}: HostProps) {
  return (
    <>
      <CommandPalette
        {...props}
        opened={view === 'palette'}
        onHelp={() => onView('help')}
        onClose={() => onClose('palette')}
        onClosed={onClosed}
      />
      <ShortcutsHelp
        opened={view === 'help'}
        goTo={goTo}
        onClose={() => onClose('help')}
        onClosed={() => onClosed(true)}
      />
    </>
  );
}
