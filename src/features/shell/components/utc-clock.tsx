import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatUtc } from '@/lib/dayjs';

export function UtcClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text
      component="time"
      dateTime={new Date(now).toISOString()}
      size="sm"
      ff="monospace"
      aria-label="Current UTC time"
    >
      {formatUtc(now)} UTC
    </Text>
  );
}
