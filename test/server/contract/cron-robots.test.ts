import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  HistoryLogSchema,
  RobotArgumentsSchema,
  RobotLaunchAnswerSchema,
  RobotMessageSchema,
  RobotsListSchema,
  RobotsPageSchema,
  ScheduleListSchema,
  ScheduleSaveAnswerSchema,
} from '@/contract/cron-robots/cron-robots-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { setup } from './contract-helpers';

// The answers of cron robots, parsed with the client's own schemas (contract-helpers.ts).

describe('contract: cron robots', () => {
  it('every robots answer parses with the client schemas', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const get = (path: string) => browser.get(`/admin${path}`, { identifier: staff });
    const post = (path: string, body: unknown) =>
      browser.post(`/admin${path}`, body, { identifier: staff });
    const reads: Array<[string, v.GenericSchema]> = [
      ['/robots', RobotsPageSchema],
      ['/robots/robotsList', RobotsListSchema],
      ['/robots/history_log', HistoryLogSchema],
      ['/robots/history_log?task_name=tracking&pid=1&page=2&quantity=16', HistoryLogSchema],
      ['/robots/schedule', ScheduleListSchema],
      ['/robots/schedule?search=dpd&status=1&page=1&quantity=48', ScheduleListSchema],
    ];
    for (const [path, schema] of reads) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(v.safeParse(schema, answer.body).success, path).toBe(true);
    }
    const { groups } = v.parse(RobotsListSchema, (await get('/robots/robotsList')).body);
    for (const { group, robots } of groups) {
      for (const { name: robot } of robots) {
        const args = await post('/robots/robotArguments', { group, robot });
        expect(v.safeParse(RobotArgumentsSchema, args.body).success, robot).toBe(true);
        const command = await post('/robots/robotGetCommand', { group, robot, parameters: {} });
        expect(v.safeParse(RobotLaunchAnswerSchema, command.body).success, robot).toBe(true);
      }
    }
    const started = await post('/robots/start', {
      group: 'maintenance',
      robot: 'rotate_logs',
      parameters: {},
    });
    const { name } = v.parse(RobotLaunchAnswerSchema, started.body);
    expect(v.parse(RobotMessageSchema, (await post('/robots/stop', { name })).body).message).toBe(
      `Robot ${name} stopped`,
    );
    const other = v.parse(RobotsPageSchema, (await get('/robots')).body).robots[0]!.name;
    expect(
      v.safeParse(RobotMessageSchema, (await post('/robots/delete', { name: other })).body),
    ).toMatchObject({ success: true });
    const row = v.parse(ScheduleListSchema, (await get('/robots/schedule')).body).robots[0]!;
    for (const status of [0, 1, 2]) {
      const saved = await post('/robots/schedule_save', { ...row, status, schedule: '*/5m' });
      expect(v.safeParse(ScheduleSaveAnswerSchema, saved.body).success, `status ${status}`).toBe(
        true,
      );
    }
  });

  it('refusals parse as the error body', async () => {
    const { browser } = setup();
    const staff = await browser.login('staff');
    const client = await browser.login('client');
    const answers = [
      await browser.get('/admin/robots', { identifier: client }),
      await browser.post('/admin/robots/stop', { name: 'none#1' }, { identifier: staff }),
      await browser.post(
        '/admin/robots/robotArguments',
        { group: 'x', robot: 'y' },
        { identifier: staff },
      ),
      await browser.post(
        '/admin/robots/schedule_save',
        {
          fullName: 'maintenance:rotate_logs',
          status: 1,
          schedule: 'x',
          threads: 1,
          schedule_description: '',
        },
        { identifier: staff },
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 404, 404, 400]);
    for (const answer of answers) {
      expect(v.parse(ApiErrorBodySchema, answer.body).errors.length).toBeGreaterThan(0);
    }
  });
});
