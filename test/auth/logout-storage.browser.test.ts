import { describe, expect, it } from 'vitest';
import { logout } from '@/features/auth/api/auth-mutations';
import { accountsStore, STORAGE_KEYS } from '@/lib/session/accounts-store';
import { signIn } from '../support/render';

// After a single logout nothing of the account stays in local storage (issue 28): no key naming
// its user id, and no print id once no account is left in the session.

const namingUser = (id: number) =>
  Object.keys(localStorage).filter((key) => new RegExp(`(^|[:-])user-${id}(?![0-9])`).test(key));

describe('a single logout', () => {
  it('leaves no key naming the user, and the print id only while another account is in', async () => {
    const staff = await signIn('staff');
    const viewer = await signIn('viewer');
    expect(localStorage.getItem(STORAGE_KEYS.printSession)).toBeTruthy();
    // What screens keep per account (the services screen's grouping, the last URL).
    localStorage.setItem(`servicesGroupByCarrier:user-${staff.id}`, '0');
    localStorage.setItem(`servicesGroupByCarrier:user-${viewer.id}`, '1');
    accountsStore.rememberVisit(staff, '/admin/services');

    await logout(staff);
    expect(namingUser(staff.id)).toEqual([]);
    expect(namingUser(viewer.id)).toContain(`servicesGroupByCarrier:user-${viewer.id}`);
    expect(localStorage.getItem(STORAGE_KEYS.printSession)).toBeTruthy();

    await logout(viewer);
    expect(namingUser(viewer.id)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.printSession)).toBeNull();
  });
});
