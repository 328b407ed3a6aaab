import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/contract/constants';

/** Both routers' root (routes/__root.tsx, app/public-router.tsx): the page name in the title. */
export function RootLayout() {
  const title = useMatches({
    select: (matches) =>
      matches
        .map((match) => match.staticData.title)
        .filter(Boolean)
        .at(-1),
  });
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return <Outlet />;
}
