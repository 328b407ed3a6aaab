import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '@/app/router';
import { PRODUCT_NAME } from '@/config/constants';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
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
