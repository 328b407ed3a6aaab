import { Text } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { OFFLINE_ACTION_REASON, useOnline } from '@/lib/online';

/**
 * Wraps a write action (a submit or action button): offline it is disabled and says why, as a
 * tooltip (title) and as visible text for touch screens; what the user typed stays in the form.
 * A native tooltip keeps the positioning library out of the sign-in page's first load.
 */
export function RequiresNetwork({
  children,
}: {
  children: ReactElement<{ disabled?: boolean; fullWidth?: boolean }>;
}) {
  const online = useOnline();
  if (online) return children;
  return (
    <span
      style={{ display: children.props.fullWidth ? 'block' : 'inline-block' }}
      title={OFFLINE_ACTION_REASON}
    >
      {cloneElement(children, { disabled: true })}
      <Text size="xs" c="dimmed" mt={4} role="note">
        {OFFLINE_ACTION_REASON}
      </Text>
    </span>
  );
}
