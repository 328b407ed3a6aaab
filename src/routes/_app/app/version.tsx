import { createFileRoute } from '@tanstack/react-router';
import { AppVersionPage } from '@/features/app-version/components/app-version-page';

// App version (spec c section 2): a passphrase form, then the commit list. No loader and no
// search: the history comes only from the passphrase's answer and stays in memory.
export const Route = createFileRoute('/_app/app/version')({
  staticData: { title: 'App Version' },
  component: AppVersionPage,
});
