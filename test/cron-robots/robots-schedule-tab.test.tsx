import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_SAVE_MESSAGES } from '../../server/areas/cron-robots/queries';
import { apiDb, resetApiSession } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The Robots Schedule tab as an operator uses it (issue 15 section 3): Auto rows show their type's
// schedule, an out-of-range hour is capped (not refused) and saved with the server's message, and
// an account without the save action only reads.

beforeEach(() => resetApiSession({ fresh: true }));

async function openTab(login: string, search = '') {
  await signIn(login);
  const app = renderApp(`/admin/cron_robots?tab=robots-schedule${search}`);
  await screen.findByRole('list', { name: 'Robot schedules' });
  return app;
}

const schedules = () => apiDb().cronRobots.schedules;

describe('robots schedule tab', () => {
  it('shows Auto rows with their type schedule and the service documentation link', async () => {
    await openTab('superadmin', '&schedule_status=2');
    const row = schedules().find((r) => r.status === 2 && r.service_id !== null)!;
    const cards = within(screen.getByRole('list', { name: 'Robot schedules' })).getAllByRole(
      'listitem',
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText('Auto')).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: row.fullName });
    expect(within(card).getByText('Schedule (robot type)')).toBeInTheDocument();
    expect(within(card).getByText(apiDb().cronRobots.autoSchedule[row.type]!)).toBeInTheDocument();
    const docs = within(card).getByRole('link', { name: /^Service documentation/ });
    expect(docs).toHaveAttribute(
      'href',
      `/docs/${row.service_kind}/post?service=${row.service_id}`,
    );
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener');
  });

  it('caps an out-of-range hour when the box is left, and saves the capped value with the server message', async () => {
    const row = schedules().find((r) => r.status === 1)!;
    const { user } = await openTab(
      'superadmin',
      `&schedule_search=${encodeURIComponent(row.fullName)}`,
    );
    const card = screen.getByRole('listitem', { name: row.fullName });
    await user.click(
      within(card).getByRole('button', { name: `Edit schedule of ${row.fullName}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Schedule of ${row.fullName}` });
    const hour = within(dialog).getByRole('textbox', { name: 'Hour' });
    await user.clear(hour);
    await user.type(hour, '30');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Minute' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Minute' }), '0');
    expect(hour).toHaveValue('23');
    expect(within(dialog).getByText('Hour: Out of range (0-23): capped to 23')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SCHEDULE_SAVE_MESSAGES.saved, {})).toBeInTheDocument();
    const saved = schedules().find((r) => r.fullName === row.fullName)!;
    expect(saved.schedule).toMatch(/(^| )23h 0m$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText(saved.schedule)).toBeInTheDocument();
  });

  it('offers no editing to an account without the save action', async () => {
    await openTab('viewer');
    expect(
      screen.getByText('Read only: your account cannot change robot schedules.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit schedule of / })).toBeNull();
  });
});
