import {
  Avatar,
  Group,
  Menu,
  type MenuItemProps,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import {
  IconChevronDown,
  IconLogout,
  IconLogout2,
  IconSwitchHorizontal,
  IconUser,
  IconUserPlus,
  IconUserShare,
} from '@tabler/icons-react';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { RouterNavLink } from '@/components/router-nav-link';
import { SCREEN } from '@/config/access-urls';
import { createAccess } from '@/lib/access';
import type { Account } from '@/lib/session/accounts';
import { commonListsQueries } from '@/lib/session/common-lists-queries';
import { useAccounts } from '@/lib/session/accounts-store';
import type { CurrentUser, UserOption } from '@/contract/session/session-schemas';
import { AccountModals } from './account-modals';
import { useAccountActions } from './use-account-actions';

type Props = {
  current: Account;
  user: CurrentUser;
  users: UserOption[];
  /** Spec b section 6: login-as needs its permission URL, which the server grants. */
  canLoginAs: boolean;
};

function initials(login: string): string {
  return login.slice(0, 2).toUpperCase();
}

// A menu entry that is a real link (new tab, copy address) and keeps the router's typed `to`.
type MenuLinkBase = MenuItemProps & AnchorHTMLAttributes<HTMLAnchorElement>;
const MenuLinkBase = forwardRef<HTMLAnchorElement, MenuLinkBase>((props, ref) => (
  <Menu.Item component="a" ref={ref} {...props} />
));
MenuLinkBase.displayName = 'MenuLinkBase';
const MenuLink = createLink(MenuLinkBase);

/**
 * Issue 14: 'Profile' opens one's own user record, for accounts that may open /users. Read from
 * the account's lists rather than the route context: the menu also shows on the not-found page,
 * whose route context has no access list.
 */
function useCanOpenProfile(account: Account): boolean {
  const lists = useQuery(commonListsQueries.lists(account));
  return lists.data ? createAccess(lists.data.accessUrl).can(SCREEN.users) : false;
}

/** The top-bar dropdown of spec a section 2. */
export function AccountMenu({ current, user, users, canLoginAs }: Props) {
  const { accounts } = useAccounts();
  const actions = useAccountActions();
  const profile = useCanOpenProfile(current);
  const others = accounts.filter((item) => item.headerIdentifier !== current.headerIdentifier);
  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`Account menu: ${current.login}`}>
            <Group gap={6} wrap="nowrap">
              <Avatar size="sm" color="blue" radius="xl">
                {initials(current.login)}
              </Avatar>
              <Text size="sm" fw={600}>
                {current.login}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            Signed in as {current.login} ({user.role})
          </Menu.Label>
          {profile ? (
            <MenuLink
              to="/users/$data"
              params={{ data: String(user.id) }}
              leftSection={<IconUser size={16} aria-hidden />}
            >
              Profile
            </MenuLink>
          ) : null}
          {others.length > 0 ? <Menu.Label>Switch account</Menu.Label> : null}
          {others.map((account) => (
            <Menu.Item
              key={account.headerIdentifier}
              leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
              onClick={() => actions.switchTo(account)}
            >
              Switch to {account.login}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => actions.setModal('add')}
          >
            Add account
          </Menu.Item>
          {canLoginAs ? (
            <Menu.Item
              leftSection={<IconUserShare size={16} aria-hidden />}
              onClick={() => actions.setModal('login-as')}
            >
              Log in as user
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void actions.logout(current)}
          >
            Log out
          </Menu.Item>
          {accounts.length > 1 ? (
            <Menu.Item
              color="red"
              leftSection={<IconLogout2 size={16} aria-hidden />}
              onClick={() => void actions.logoutAll()}
            >
              Log out of all accounts
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <AccountModals
        modal={actions.modal}
        onClose={() => actions.setModal(null)}
        users={users}
        current={current}
        onSignedIn={actions.signedIn}
      />
    </>
  );
}

/** The same actions as a list, for the burger menu under 576 px where the dropdown is hidden. */
export function AccountNav({ current, user, users, canLoginAs }: Props) {
  const { accounts } = useAccounts();
  const actions = useAccountActions();
  const profile = useCanOpenProfile(current);
  const others = accounts.filter((item) => item.headerIdentifier !== current.headerIdentifier);
  return (
    <Stack gap={2} aria-label="Account">
      <Text size="xs" fw={700} c="dimmed" px="sm">
        Signed in as {current.login}
      </Text>
      {profile ? (
        <RouterNavLink
          to="/users/$data"
          params={{ data: String(user.id) }}
          label="Profile"
          leftSection={<IconUser size={16} aria-hidden />}
        />
      ) : null}
      {others.map((account) => (
        <NavLink
          key={account.headerIdentifier}
          component="button"
          label={`Switch to ${account.login}`}
          leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
          onClick={() => actions.switchTo(account)}
        />
      ))}
      <NavLink
        component="button"
        label="Add account"
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={() => actions.setModal('add')}
      />
      {canLoginAs ? (
        <NavLink
          component="button"
          label="Log in as user"
          leftSection={<IconUserShare size={16} aria-hidden />}
          onClick={() => actions.setModal('login-as')}
        />
      ) : null}
      <NavLink
        component="button"
        label="Log out"
        c="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void actions.logout(current)}
      />
      {accounts.length > 1 ? (
        <NavLink
          component="button"
          label="Log out of all accounts"
          c="red"
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={() => void actions.logoutAll()}
        />
      ) : null}
      <AccountModals
        modal={actions.modal}
        onClose={() => actions.setModal(null)}
        users={users}
        current={current}
        onSignedIn={actions.signedIn}
      />
    </Stack>
  );
}
