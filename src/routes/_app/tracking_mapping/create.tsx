import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { WRITE_ACTION } from '@/config/action-urls';
import { MappingCreateModal } from '@/features/tracking-mapping/components/mapping-create-modal';
import { useAccess } from '@/lib/access';

// 'Add tracking status', a modal over the list; the list's search is kept on the way in and out.
// The modal asks before typed data is dropped, so leaving from it skips the route's own guard.
// Without the create action the URL leads back to the list.
export const Route = createFileRoute('/_app/tracking_mapping/create')({
  staticData: { title: 'Add tracking status' },
  component: CreateTrackingMappingRoute,
});

function CreateTrackingMappingRoute() {
  const navigate = Route.useNavigate();
  const canCreate = useAccess().can(WRITE_ACTION.createTrackingMapping);
  const back = () =>
    void navigate({ to: '/tracking_mapping', search: (prev) => prev, ignoreBlocker: true });
  // An effect, not <Navigate>: that component would join the sign-in page's router code.
  useEffect(() => {
    if (!canCreate)
      void navigate({ to: '/tracking_mapping', search: (prev) => prev, replace: true });
  }, [canCreate, navigate]);
  if (!canCreate) return null;
  return <MappingCreateModal onClose={back} onCreated={back} />;
}
