import { Avatar, Image } from '@mantine/core';
import { SERVICE_LOGO_SIZE } from '@/config/services-constants';

/** A service's logo (a data URL from the server), 4 rem by default; its initials (decorative) without one. */
export function ServiceLogo({
  logo,
  name,
  size = SERVICE_LOGO_SIZE,
}: {
  logo: string | null;
  name: string;
  size?: string;
}) {
  if (logo) {
    return <Image src={logo} alt={`${name} logo`} w={size} h={size} fit="contain" radius="sm" />;
  }
  return (
    <Avatar
      radius="sm"
      color="initials"
      name={name}
      aria-hidden
      style={{ width: size, height: size, minWidth: size }}
    />
  );
}
