import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api/api-client';
import { isApiError } from '@/lib/api/api-error';
import { SaveUserAnswerSchema } from '@/contract/users/users-schemas';
import { apiDb, resetApiSession } from '../support/api-server';
import { recordPosts } from '../support/recorded-posts';
import { renderApp, signIn } from '../support/render';

// The user form as a super admin meets it (issue 28 section 3): an API user's stored keys shown
// masked and revealed on demand, a plain Save that sends no key (it used to send
// "apiKeyAdditional":"" and the server erased the key), an untouched form that closes without a
// question, and a login of invisible characters refused by the form and the server.

const QUESTION = 'Data was changed. Leave without saving ?';
const posted = recordPosts();

beforeEach(() => resetApiSession({ fresh: true }));

const profile = (id: number) => apiDb().userArea.profiles.get(id)!;
const saves = () => posted.filter((call) => call.path === '/admin/users/save_process');

async function openUser(id: number) {
  await signIn('superadmin');
  const app = renderApp(`/admin/users/${id}`);
  const dialog = await screen.findByRole('dialog', { name: /^User / });
  const key = await within(dialog).findByLabelText('API key', {});
  const extra = within(dialog).getByLabelText('Additional API key');
  return { ...app, dialog, key, extra };
}

describe('API keys in the user form', () => {
  it('shows the stored keys masked, reveals them on demand, and a plain Save sends no key', async () => {
    const { id, apiKey, apiKeyAdditional } = { id: 22, ...profile(22) };
    const { dialog, key, extra, user } = await openUser(id);
    await waitFor(() => expect(key).toHaveValue(apiKey));
    expect(extra).toHaveValue(apiKeyAdditional);
    expect(key).toHaveAttribute('type', 'password');
    expect(extra).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal or hide API key' }));
    expect(key).toHaveAttribute('type', 'text');
    expect(extra).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = (saves()[0]!.body as { user: Record<string, unknown> }).user;
    expect(sent).not.toHaveProperty('apiKey');
    expect(sent).not.toHaveProperty('apiKeyAdditional');
    expect(profile(id)).toMatchObject({ apiKey, apiKeyAdditional });
  });

  it('sends the key generated, and only that one; an emptied field keeps its key', async () => {
    const { apiKey, apiKeyAdditional } = profile(25);
    const { dialog, key, extra, user } = await openUser(25);
    await waitFor(() => expect(extra).toHaveValue(apiKeyAdditional));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Additional API key' }));
    const generated = (extra as HTMLInputElement).value;
    expect(generated).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(generated).not.toBe(apiKeyAdditional);
    await user.clear(key);
    expect(key).toHaveAttribute('placeholder', 'Stored key: empty keeps it');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = (saves()[0]!.body as { user: Record<string, unknown> }).user;
    expect(sent).toMatchObject({ apiKeyAdditional: generated });
    expect(sent).not.toHaveProperty('apiKey');
    expect(profile(25)).toMatchObject({ apiKey, apiKeyAdditional: generated });
  });

  it.each([18, 22])('user %i opened and closed untouched asks nothing', async (id) => {
    const { dialog, key, user } = await openUser(id);
    await waitFor(() => expect(key).toHaveValue(profile(id).apiKey));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^User / })).toBeNull());
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('a login with invisible characters is refused by the form, and by the server', async () => {
    const { dialog, user } = await openUser(22);
    const login = within(dialog).getByRole('textbox', { name: /^Login/ });
    await user.clear(login);
    await user.paste('admin\u202Egpj');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only visible characters are allowed')).toBeVisible();
    expect(saves()).toEqual([]);

    // What a caller without the console would send.
    const body = { ...(await savedBody(22)), login: 'ev\u0000il' };
    const refused = await api('users/save_process', SaveUserAnswerSchema, {
      method: 'POST',
      body: { user: body, services: [] },
    }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(400);
    expect(apiDb().users.find((u) => u.id === 22)?.login).toBe('mayer-llc-api2');
  });
});

/** The save body of user `id` as stored, for a direct call. */
async function savedBody(id: number) {
  const stored = apiDb().users.find((u) => u.id === id)!;
  return {
    id,
    login: stored.login,
    email: stored.email,
    notification_emails: [],
    role: stored.roleKey,
    parent_id: stored.parentId ?? 0,
    status: 1 as const,
    withBilling: false,
    accessScope: [],
  };
}
