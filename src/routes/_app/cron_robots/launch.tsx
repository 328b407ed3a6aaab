import { createFileRoute } from '@tanstack/react-router';
import { RobotLaunchModal } from '@/features/cron-robots/components/robot-launch-modal';

// 'Get robot launch command' as a modal over the robots page, so it is a link; the page's search
// is kept on the way in and out. Getting a command needs only the screen; Start, its action.
export const Route = createFileRoute('/_app/cron_robots/launch')({
  staticData: { title: 'Get robot launch command' },
  component: function LaunchRoute() {
    const navigate = Route.useNavigate();
    return (
      <RobotLaunchModal
        onClose={() => void navigate({ to: '/cron_robots', search: (prev) => prev })}
      />
    );
  },
});
