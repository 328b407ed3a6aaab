import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { cronRobotQueries } from './cron-robots-queries';
import {
  type RobotLaunchBody,
  RobotLaunchAnswerSchema,
  RobotMessageSchema,
} from '@/contract/cron-robots/cron-robots-schemas';

// The robots writes but the stop (which waits for Undo: components/use-stop-robot.ts).

/** POST /robots/robotGetCommand: runs nothing, answers the command or errors[]. */
export function useRobotCommand() {
  return useMutation({
    mutationFn: (body: RobotLaunchBody) =>
      api('robots/robotGetCommand', RobotLaunchAnswerSchema, { method: 'POST', body }),
  });
}

/** POST /robots/start: a started robot joins the list and the history. */
export function useStartRobot() {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RobotLaunchBody) =>
      api('robots/start', RobotLaunchAnswerSchema, { method: 'POST', body }),
    onSuccess: (answer) => {
      if (answer.errors.length > 0) return;
      notifySuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: cronRobotQueries.all(account) });
    },
  });
}

/**
 * POST /robots/delete {name} (decision 030). Done or refused, the list is reloaded (spec c
 * section 8: a failed delete reloads the list).
 */
export function useDeleteRobot() {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api('robots/delete', RobotMessageSchema, { method: 'POST', body: { name } }),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyFailure(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cronRobotQueries.all(account) }),
  });
}
