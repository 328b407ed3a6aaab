import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatUtc } from '@/lib/dayjs';

/**
 * The top bar's UTC date and time, ticking every second (spec a section 2). It stays in the top
 * bar at every width; under 576 px, where the account dropdown gives way, it takes two short
 * lines (date over time) so the product name and the burger keep their room.
 */
export function UtcClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const [date, time] = formatUtc(now).split(', ');
  return (
    <Text
      component="time"
      dateTime={new Date(now).toISOString()}
      fz={{ base: 'xs', xs: 'sm' }}
      lh={1.2}
      ff="monospace"
      ta="end"
      aria-label="Current UTC time"
    >
      {date}
      <Box component="br" hiddenFrom="xs" />
      <Box component="span" visibleFrom="xs" aria-hidden>
        ,{' '}
      </Box>
      {time} UTC
    </Text>
  );
}
