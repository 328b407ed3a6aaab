import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { HISTORY_RUNS } from '../../server/areas/cron-robots/seed';
import { createDb } from '../../server/data/db';
import {
  HistoryLogSchema,
  RobotArgumentsSchema,
  RobotLaunchAnswerSchema,
  RobotsListSchema,
  RobotsPageSchema,
  ScheduleListSchema,
  ScheduleSaveAnswerSchema,
} from '@/contract/cron-robots/cron-robots-schemas';
import { errorsOf, signedInAs } from './api-client';

// Cron robots of the reference server (spec c sections 2-7): the running list, launch data and
// field errors, start / stop / delete, the history log's filters and paging, and the schedule
// with its caps and the read-only Auto status.

describe('robots: reads', () => {
  const server = createApp({ db: createDb() });

  it('lists the robots running now, grouped, and the task names of the history filter', async () => {
    const staff = await signedInAs(server, 'staff');
    const page = v.parse(RobotsPageSchema, (await staff.get('/robots')).body);
    expect(page.robots.length).toBeGreaterThanOrEqual(3);
    for (const robot of page.robots) {
      expect(robot.name).toBe(`${robot.group}:${robot.robot}#${robot.pid}`);
    }
    const times = page.robots.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.groups.flatMap((g) => g.names).sort()).toEqual(
      page.robots.map((r) => r.name).sort(),
    );
    expect(page.taskNames).toContain('tracking:update_statuses');
  });

  it('lists the groups with their robots and the arguments of one', async () => {
    const staff = await signedInAs(server, 'staff');
    const list = v.parse(RobotsListSchema, (await staff.get('/robots/robotsList')).body);
    expect(list.groups.map((g) => g.group)).toEqual(
      expect.arrayContaining(['tracking', 'manifest', 'maintenance']),
    );
    const answer = await staff.post('/robots/robotArguments', {
      group: 'tracking',
      robot: 'update_statuses',
    });
    const { parameters } = v.parse(RobotArgumentsSchema, answer.body);
    const carrier = parameters.find((p) => p.name === 'carrier')!;
    expect(carrier).toMatchObject({ type: 'select', required: true });
    expect(carrier.choices).toContainEqual({ value: 'dhl_express', label: 'DHL Express' });
    expect(parameters.find((p) => p.name === 'limit')).toMatchObject({
      type: 'integer',
      required: false,
      default: 500,
    });
    const missing = await staff.post('/robots/robotArguments', { group: 'tracking', robot: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorsOf('Robot tracking:x not found'));
  });

  it('answers field errors naming the parameter, then the command', async () => {
    const staff = await signedInAs(server, 'staff');
    const command = (parameters: Record<string, unknown>) =>
      staff.post('/robots/robotGetCommand', {
        group: 'tracking',
        robot: 'update_statuses',
        parameters,
      });
    const refused = await command({ limit: 'many', since: '31-02-2026', extra: 1 });
    expect(refused.status).toBe(200);
    expect(v.parse(RobotLaunchAnswerSchema, refused.body)).toEqual({
      command: '',
      message: 'Command was not created: check the highlighted fields',
      errors: [
        { field: 'carrier', message: 'Field is required' },
        { field: 'limit', message: 'Must be an integer (whole number)' },
        { field: 'since', message: 'Date must be DD-MM-YYYY' },
        { field: 'extra', message: 'Unknown parameter' },
      ],
    });
    const tooMany = await command({ carrier: 'ups', limit: 20_000 });
    expect(tooMany.body.errors).toEqual([{ field: 'limit', message: 'Maximum value: 10000' }]);
    const ok = await command({ carrier: 'ups', limit: '250', since: '01-11-2026', dry_run: true });
    expect(ok.body).toEqual({
      command:
        'php robots/run.php tracking:update_statuses --carrier=ups --limit=250 --since=01-11-2026 --dry_run',
      message: 'Command created',
      errors: [],
    });
    // Text values are quoted for the shell.
    const quoted = await staff.post('/robots/robotGetCommand', {
      group: 'reports',
      robot: 'carrier_errors_digest',
      parameters: { email: "o'neil@example.com; rm -rf /" },
    });
    expect(quoted.body.command).toBe(
      `php robots/run.php reports:carrier_errors_digest --email='o'\\''neil@example.com; rm -rf /'`,
    );
    const unknown = await staff.post('/robots/robotGetCommand', {
      group: 'nope',
      robot: 'x',
      parameters: {},
    });
    expect(unknown.body.errors).toEqual([{ field: 'group', message: 'Unknown robot group' }]);
  });

  it('refuses bodies over the limits with the usual error body', async () => {
    const staff = await signedInAs(server, 'staff');
    const parameters = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, 1]));
    const answer = await staff.post('/robots/robotGetCommand', {
      group: 'tracking',
      robot: 'update_statuses',
      parameters,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].fields).toEqual(['parameters']);
    const long = await staff.post('/robots/stop', { name: 'x'.repeat(201) });
    expect(long.status).toBe(400);
  });

  it('pages the history log newest first and filters it by task name and pid', async () => {
    const staff = await signedInAs(server, 'staff');
    const first = v.parse(HistoryLogSchema, (await staff.get('/robots/history_log')).body);
    expect(first.total).toBeGreaterThanOrEqual(HISTORY_RUNS);
    expect(first.robots).toHaveLength(32);
    expect(first.hasMoreItems).toBe(true);
    const started = first.robots.map((r) => r.started);
    expect(started).toEqual([...started].sort((a, b) => b - a));
    for (const row of first.robots.filter((r) => r.finished !== null)) {
      expect(row.duration).toBe(row.finished! - row.started);
    }
    const second = (await staff.get('/robots/history_log?page=2&quantity=16')).body;
    expect(second.robots).toHaveLength(16);
    expect(second.robots[0]).toEqual(first.robots[16]);
    const last = (
      await staff.get(`/robots/history_log?page=${Math.ceil(first.total / 48)}&quantity=48`)
    ).body;
    expect(last.hasMoreItems).toBe(false);

    const byTask = (await staff.get('/robots/history_log?task_name=MANIFEST:send')).body;
    expect(byTask.total).toBeGreaterThan(0);
    expect(byTask.total).toBeLessThan(first.total);
    expect(
      byTask.robots.every((r: { task_name: string }) => r.task_name === 'manifest:send_manifests'),
    ).toBe(true);
    const pid = first.robots[5]!.pid;
    const byPid = (await staff.get(`/robots/history_log?pid=${pid}`)).body;
    expect(byPid.robots.length).toBeGreaterThan(0);
    expect(byPid.robots.every((r: { pid: number }) => r.pid === pid)).toBe(true);
    // A pid that is not a number filters nothing out.
    expect((await staff.get('/robots/history_log?pid=abc')).body.total).toBe(first.total);
  });

  it('lists schedules in every status with the types’ auto schedules', async () => {
    const staff = await signedInAs(server, 'staff');
    const all = v.parse(ScheduleListSchema, (await staff.get('/robots/schedule?quantity=48')).body);
    expect(all.total).toBeGreaterThan(60);
    expect(all.auto_schedule).toMatchObject({ tracking: '*/15m' });
    for (const status of [0, 1, 2]) {
      const some = (await staff.get(`/robots/schedule?status=${status}`)).body;
      expect(some.total, `status ${status}`).toBeGreaterThan(5);
      expect(some.robots.every((r: { status: number }) => r.status === status)).toBe(true);
      if (status === 2)
        expect(some.robots.every((r: { schedule: string }) => r.schedule === 'AUTO')).toBe(true);
    }
    const dhl = (await staff.get('/robots/schedule?search=dhl%20express')).body;
    expect(dhl.robots.length).toBeGreaterThan(0);
    expect(
      dhl.robots.every((r: { carrier_name: string }) => r.carrier_name === 'DHL Express'),
    ).toBe(true);
    expect(dhl.robots[0]).toMatchObject({ service_kind: 'parcels' });
    const pallets = server.db.cronRobots.schedules.filter((r) => r.service_kind === 'pallets');
    expect(pallets.length).toBeGreaterThan(0);
  });
});

describe('robots: writes', () => {
  const server = createApp({ db: createDb() });
  const launch = {
    group: 'maintenance',
    robot: 'cleanup_labels',
    parameters: { older_than_days: 30 },
  };

  it('starts a robot, stops it once (then 404), and its history run closes', async () => {
    const staff = await signedInAs(server, 'staff');
    const refused = await staff.post('/robots/start', { ...launch, parameters: {} });
    expect(refused.body).toMatchObject({
      command: '',
      message: 'Robot was not started: check the highlighted fields',
      errors: [{ field: 'older_than_days', message: 'Field is required' }],
    });
    const before = (await staff.get('/robots')).body.robots.length;
    expect((await staff.get('/robots')).body.robots).toHaveLength(before);

    const started = v.parse(
      RobotLaunchAnswerSchema,
      (await staff.post('/robots/start', launch)).body,
    );
    expect(started.command).toBe(
      'php robots/run.php maintenance:cleanup_labels --older_than_days=30',
    );
    const name = started.name!;
    expect(started.message).toBe(`Robot ${name} started`);
    const running = (await staff.get('/robots')).body;
    expect(running.robots).toHaveLength(before + 1);
    expect(running.robots[0].name).toBe(name);
    const pid = running.robots[0].pid;
    const run = (await staff.get(`/robots/history_log?pid=${pid}`)).body.robots;
    expect(run).toEqual([
      expect.objectContaining({ task_name: 'maintenance:cleanup_labels', finished: null }),
    ]);

    const stopped = await staff.post('/robots/stop', { name });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ message: `Robot ${name} stopped` });
    expect(
      (await staff.get('/robots')).body.robots.map((r: { name: string }) => r.name),
    ).not.toContain(name);
    const closed = (await staff.get(`/robots/history_log?pid=${pid}`)).body.robots[0];
    expect(closed.finished).not.toBeNull();
    expect(closed.duration).toBe(closed.finished - closed.started);

    const again = await staff.post('/robots/stop', { name });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorsOf(`Robot ${name} is not running`));
  });

  it('deletes a robot from the list, once', async () => {
    const staff = await signedInAs(server, 'staff');
    const { name } = (await staff.get('/robots')).body.robots.at(-1);
    const deleted = await staff.post('/robots/delete', { name });
    expect(deleted.body).toEqual({ message: `Robot ${name} deleted` });
    expect(
      (await staff.get('/robots')).body.robots.map((r: { name: string }) => r.name),
    ).not.toContain(name);
    const again = await staff.post('/robots/delete', { name });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorsOf(`Robot ${name} not found`));
  });

  it('saves a schedule capped to the limits, with the server message', async () => {
    const staff = await signedInAs(server, 'staff');
    const row = server.db.cronRobots.schedules.find((r) => r.status === 1)!;
    const save = (body: Record<string, unknown>) =>
      staff.post('/robots/schedule_save', {
        fullName: row.fullName,
        status: 1,
        schedule: '*/5m',
        threads: 2,
        schedule_description: 'Checked',
        ...body,
      });
    const capped = v.parse(
      ScheduleSaveAnswerSchema,
      (await save({ schedule: '14mo 8w 32d 24h 60m' })).body,
    );
    expect(capped.message).toBe('Schedule saved: values out of range were capped');
    expect(capped.robot).toMatchObject({ schedule: '12mo 7w 31d 23h 59m', threads: 2, status: 1 });
    const plain = (await save({ schedule: '0m  6h', status: 0 })).body;
    expect(plain).toMatchObject({
      message: 'Schedule saved',
      robot: { schedule: '6h 0m', status: 0 },
    });
    const listed = (await staff.get(`/robots/schedule?search=${encodeURIComponent(row.fullName)}`))
      .body;
    expect(listed.robots[0]).toMatchObject({ schedule: '6h 0m', schedule_description: 'Checked' });

    const bad = await save({ schedule: 'every five minutes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorsOf('Schedule is not valid', ['schedule']));
    const autoText = await save({ schedule: 'AUTO' });
    expect(autoText.body).toEqual(
      errorsOf('AUTO is the schedule of the Auto status only', ['schedule']),
    );
    const threads = await save({ threads: 99 });
    expect(threads.status).toBe(400);
    expect(threads.body.errors[0].fields).toEqual(['threads']);
    const unknown = await save({ fullName: 'nope' });
    expect(unknown.status).toBe(404);
  });

  it('keeps Auto read-only: the schedule sent is ignored, the type’s applies', async () => {
    const staff = await signedInAs(server, 'staff');
    const row = server.db.cronRobots.schedules.find(
      (r) => r.status === 1 && r.type === 'tracking',
    )!;
    const answer = await staff.post('/robots/schedule_save', {
      fullName: row.fullName,
      status: 2,
      schedule: '*/1m',
      threads: 3,
      schedule_description: '',
    });
    expect(answer.body).toEqual({
      message: 'Schedule saved: Auto runs the schedule of its robot type',
      robot: expect.objectContaining({ status: 2, schedule: 'AUTO', threads: 3 }),
    });
    const list = (await staff.get('/robots/schedule?status=2&quantity=48')).body;
    expect(list.auto_schedule.tracking).toBe('*/15m');
    const quiet = await staff.post('/robots/schedule_save', {
      fullName: row.fullName,
      status: 2,
      schedule: 'AUTO',
      threads: 3,
      schedule_description: '',
    });
    expect(quiet.body.message).toBe('Schedule saved');
  });

  it('refuses the writes to read-only staff and clients, the reads to clients', async () => {
    const viewer = await signedInAs(server, 'viewer');
    const client = await signedInAs(server, 'client');
    expect((await viewer.get('/robots')).status).toBe(200);
    expect((await viewer.post('/robots/robotGetCommand', { ...launch })).status).toBe(200);
    for (const path of ['/robots/stop', '/robots/delete']) {
      expect((await viewer.post(path, { name: 'x' })).status, path).toBe(403);
    }
    expect((await viewer.post('/robots/start', launch)).status).toBe(403);
    expect((await client.get('/robots/history_log')).status).toBe(403);
  });
});
