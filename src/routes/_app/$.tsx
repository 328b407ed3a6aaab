import { createFileRoute, notFound } from '@tanstack/react-router';

// Any path no route claims: signed out it goes to /login (via the layout), signed in it is the
// not-found page inside the shell.
export const Route = createFileRoute('/_app/$')({
  staticData: { title: 'Page not found' },
  beforeLoad: () => {
    throw notFound();
  },
});
