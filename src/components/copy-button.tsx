import { ActionIcon, CopyButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_CONFIRMATION_MS } from '@/contract/constants';

/**
 * Copies a value (tracking number, request id...) and confirms with 'Copied' for
 * COPY_CONFIRMATION_MS (spec a section 9). The confirmation shows without hover too (keyboard,
 * touch), and a live region tells screen readers.
 */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={COPY_CONFIRMATION_MS}>
      {({ copied, copy }) => (
        <>
          <Tooltip
            label={copied ? 'Copied' : `Copy ${label}`}
            opened={copied ? true : undefined}
            withArrow
            position="right"
          >
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              aria-label={`Copy ${label}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden component="span" role="status">
            {copied ? `${label} copied` : ''}
          </VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
