import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// The sidebar's entries: a Mantine NavLink that keeps the router's typed `to` (see
// router-link.tsx). Apart from the other links, so public pages do not load NavLink.

type NavLinkBase = NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const NavLinkBaseComponent = forwardRef<HTMLAnchorElement, NavLinkBase>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavLinkBaseComponent.displayName = 'NavLinkBase';
export const RouterNavLink = createLink(NavLinkBaseComponent);
