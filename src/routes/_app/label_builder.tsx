import { createFileRoute } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { labelBuilderQueries } from '@/features/label-builder/api/label-builder-queries';
import { LabelBuilderPage } from '@/features/label-builder/components/label-builder-page';

// Label builder (spec c section 2): the label's settings live in the URL (a label is a link);
// the loader brings the fields' lists; the label itself is the page's own query.
export const Route = createFileRoute('/_app/label_builder')({
  staticData: { title: 'Label Builder' },
  validateSearch: searchOf('labelBuilder'),
  search: { middlewares: stripDefaultsOf('labelBuilder') },
  // The fields' lists do not depend on the settings: changing them never reruns the loader.
  loaderDeps: ({ search }) => depsOf('labelBuilder', search),
  // A failed load is the page's own error view.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(labelBuilderQueries.fields(context.account))
      .catch(() => undefined),
  component: LabelBuilderPage,
});
