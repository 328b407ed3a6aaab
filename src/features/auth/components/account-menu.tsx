import { Avatar, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconLogout2,
  IconSwitchHorizontal,
  IconUserPlus,
  IconUserShare,
} from '@tabler/icons-react';
import type { Account } from '@/lib/session/accounts';
import { useAccounts } from '@/lib/session/accounts-store';
import type { CurrentUser, UserOption } from '@/lib/session/session-schemas';
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

/** The top-bar dropdown of spec a section 2. */
export function AccountMenu({ current, user, users, canLoginAs }: Props) {
  const { accounts } = useAccounts();
  const actions = useAccountActions();
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
export function AccountNav({ current, users, canLoginAs }: Props) {
  const { accounts } = useAccounts();
  const actions = useAccountActions();
  const others = accounts.filter((item) => item.headerIdentifier !== current.headerIdentifier);
  return (
    <Stack gap={2} aria-label="Account">
      <Text size="xs" fw={700} c="dimmed" px="sm">
        Signed in as {current.login}
      </Text>
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
