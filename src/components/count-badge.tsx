import { Badge } from '@mantine/core';
import { formatCount } from '@/lib/format';

/** A tab's count, with group separators (spec a section 9); round while it is one digit. */
export function CountBadge({ count }: { count: number }) {
  const text = formatCount(count);
  return (
    <Badge size="sm" variant="light" circle={count < 10} aria-label={`${text} items`}>
      {text}
    </Badge>
  );
}
