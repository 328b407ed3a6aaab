import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Mantine components lose the router's typed `to` when used through `component={Link}`;
// createLink keeps both (STACK-NOTES).

type AnchorBase = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const AnchorBaseComponent = forwardRef<HTMLAnchorElement, AnchorBase>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
AnchorBaseComponent.displayName = 'AnchorBase';
export const RouterAnchor = createLink(AnchorBaseComponent);

type ButtonBase = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const ButtonBaseComponent = forwardRef<HTMLAnchorElement, ButtonBase>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonBaseComponent.displayName = 'ButtonBase';
export const RouterButton = createLink(ButtonBaseComponent);

type NavLinkBase = NavLinkProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const NavLinkBaseComponent = forwardRef<HTMLAnchorElement, NavLinkBase>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavLinkBaseComponent.displayName = 'NavLinkBase';
export const RouterNavLink = createLink(NavLinkBaseComponent);
