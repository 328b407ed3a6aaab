import { Hono } from 'hono';
import {
  type HistoryLog,
  RobotArgumentsBodySchema,
  type RobotArguments,
  type RobotLaunchAnswer,
  RobotLaunchBodySchema,
  type RobotMessage,
  RobotNameBodySchema,
  type RobotsList,
  type RobotsPage,
  type ScheduleList,
  type ScheduleSaveAnswer,
  ScheduleSaveBodySchema,
} from '../../../src/contract/cron-robots/cron-robots-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { pagingOf, parseQueryOf } from '../../shared/list-query';
import {
  checkLaunch,
  definitionOf,
  endRobot,
  historyPage,
  LAUNCH_MESSAGES,
  robotsList,
  robotsPage,
  saveSchedule,
  schedulePage,
  startRobot,
} from './queries';

// Cron robots (spec c sections 2-7, screen /cron_robots). The reads (robotArguments and
// robotGetCommand too: they run nothing) need /cron_robots; stop, start, delete and
// schedule_save the area's write (rights.ts). Field errors of a launch come back with status 200
// in `errors[]`, as the modal highlights them (the contract's header).

const nowSeconds = () => Math.floor(Date.now() / 1000);

const notRunning = (name: string) =>
  new HttpFailure(404, [{ message: `Robot ${name} is not running` }]);

export const cronRobotRoutes = new Hono<ApiEnv>()
  .get('/robots', (c) => {
    const body: RobotsPage = robotsPage(c.var.db);
    return c.json(body);
  })
  .get('/robots/robotsList', (c) => {
    const body: RobotsList = robotsList(c.var.db);
    return c.json(body);
  })
  .post('/robots/robotArguments', async (c) => {
    const { group, robot } = await readBody(c, RobotArgumentsBodySchema);
    const definition = definitionOf(c.var.db, group, robot);
    if (!definition) throw new HttpFailure(404, [{ message: `Robot ${group}:${robot} not found` }]);
    const body: RobotArguments = { parameters: definition.parameters };
    return c.json(body);
  })
  .post('/robots/robotGetCommand', async (c) => {
    const { errors, command } = checkLaunch(c.var.db, await readBody(c, RobotLaunchBodySchema));
    const body: RobotLaunchAnswer = {
      command,
      message: errors.length > 0 ? LAUNCH_MESSAGES.commandRefused : LAUNCH_MESSAGES.command,
      errors,
    };
    return c.json(body);
  })
  .post('/robots/start', async (c) => {
    const launch = await readBody(c, RobotLaunchBodySchema);
    const { errors, command } = checkLaunch(c.var.db, launch);
    let body: RobotLaunchAnswer;
    if (errors.length > 0) {
      body = { command, message: LAUNCH_MESSAGES.startRefused, errors };
    } else {
      const name = startRobot(c.var.db, launch.group, launch.robot, nowSeconds());
      body = { command, message: `Robot ${name} started`, errors, name };
    }
    return c.json(body);
  })
  .post('/robots/stop', async (c) => {
    const { name } = await readBody(c, RobotNameBodySchema);
    if (!endRobot(c.var.db, name, nowSeconds())) throw notRunning(name);
    const body: RobotMessage = { message: `Robot ${name} stopped` };
    return c.json(body);
  })
  .post('/robots/delete', async (c) => {
    const { name } = await readBody(c, RobotNameBodySchema);
    if (!endRobot(c.var.db, name, nowSeconds())) {
      throw new HttpFailure(404, [{ message: `Robot ${name} not found` }]);
    }
    const body: RobotMessage = { message: `Robot ${name} deleted` };
    return c.json(body);
  })
  .get('/robots/history_log', (c) => {
    const query = parseQueryOf(c.req.url);
    const body: HistoryLog = historyPage(c.var.db, query, pagingOf(query));
    return c.json(body);
  })
  .get('/robots/schedule', (c) => {
    const query = parseQueryOf(c.req.url);
    const body: ScheduleList = schedulePage(c.var.db, query, pagingOf(query));
    return c.json(body);
  })
  .post('/robots/schedule_save', async (c) => {
    const body: ScheduleSaveAnswer = saveSchedule(
      c.var.db,
      await readBody(c, ScheduleSaveBodySchema),
    );
    return c.json(body);
  });
