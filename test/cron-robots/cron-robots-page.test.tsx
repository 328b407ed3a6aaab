import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordPosts } from '../support/recorded-posts';
import { apiDb } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// /cron_robots as staff use it (spec c sections 2-4; issue 15 section 3): the tab comes from the
// URL, a stop waits for Undo and Undo brings the robot back unsent, and the launch form marks the
// fields the server's errors[] name.

const posted = recordPosts();

async function open(path: string) {
  await signIn('superadmin');
  return renderApp(path);
}

describe('cron robots page', () => {
  it('opens the tab of the URL and keeps the chosen tab in it', async () => {
    const { user, router } = await open('/admin/cron_robots?tab=history-log&task_name=tracking');
    const history = await screen.findByRole('tab', { name: 'History log' });
    expect(history).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'History log' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toHaveTextContent(/tracking/i);

    await user.click(screen.getByRole('tab', { name: 'Robots List' }));
    await screen.findByRole('list', { name: 'Running robots' });
    expect(router.state.location.search).not.toHaveProperty('tab');
    expect(router.state.location.search).toMatchObject({ task_name: 'tracking' });
  });

  it('stops a robot at once with Undo, and Undo brings it back without calling the server', async () => {
    const { user } = await open('/admin/cron_robots');
    const list = await screen.findByRole('list', { name: 'Running robots' });
    const [first] = apiDb().cronRobots.running;
    const card = within(list).getByRole('listitem', { name: first!.name });
    await user.click(within(card).getByRole('button', { name: `Stop ${first!.name}` }));

    expect(within(list).queryByRole('listitem', { name: first!.name })).not.toBeInTheDocument();
    await screen.findByText('Robot stopped');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(list).findByRole('listitem', { name: first!.name })).toBeInTheDocument();
    expect(posted.filter((call) => call.path.endsWith('/robots/stop'))).toEqual([]);
  });

  it('marks the field the server names, then gives the command to copy', async () => {
    const { user } = await open('/admin/cron_robots/launch');
    const dialog = await screen.findByRole('dialog', { name: 'Get robot launch command' });
    await user.selectOptions(await within(dialog).findByLabelText(/^Group/, {}), 'manifest');
    await user.selectOptions(within(dialog).getByLabelText(/^Robot/), 'retry_failed');
    const days = await within(dialog).findByRole('textbox', { name: /^days/ });
    await user.clear(days);
    await user.type(days, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Get command' }));

    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Maximum value: 30')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Command was not created: check the highlighted fields',
    );

    await user.clear(days);
    expect(days).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(days, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Get command' }));
    const command = await within(dialog).findByRole('region', { name: 'Command' });
    expect(command).toHaveTextContent('php robots/run.php manifest:retry_failed --days=5');
    expect(within(command).getByRole('button', { name: 'Copy command' })).toBeInTheDocument();
  });
});
