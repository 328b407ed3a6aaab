import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Mantine components lose the router's typed `to` when used through `component={Link}`;
// createLink keeps both (STACK-NOTES). The sidebar's NavLink (with its collapse) lives in
// router-nav-link.tsx, so the sign-in page's links do not carry it (decision 017).

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
