import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useAccount } from '@/lib/session/use-session';
import { withSavedRow } from '../robot-schedule-rules';
import {
  type ScheduleList,
  type ScheduleSaveBody,
  ScheduleSaveAnswerSchema,
} from '@/contract/cron-robots/cron-robots-schemas';
import { robotScheduleQueries } from './robot-schedule-queries';

/**
 * POST /robots/schedule_save: the answer holds the row as saved (capped), written into the shown
 * pages at once; then every schedule page reloads. The caller toasts the server's message.
 */
export function useSaveRobotSchedule() {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleSaveBody) =>
      api('robots/schedule_save', ScheduleSaveAnswerSchema, { method: 'POST', body }),
    onSuccess: ({ robot }) => {
      queryClient.setQueriesData<ScheduleList>(
        { queryKey: robotScheduleQueries.all(account) },
        (page) => page && withSavedRow(page, robot),
      );
      return queryClient.invalidateQueries({ queryKey: robotScheduleQueries.all(account) });
    },
  });
}
