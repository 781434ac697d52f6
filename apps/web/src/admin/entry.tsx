/**
 * What the store's router loads for /admin/*: a few lines that load the console itself. The list
 * of the console's chunks then lives here, not in the store's entry script.
 */
import { lazy, Suspense } from 'react';

const AdminApp = lazy(() => import('./admin-app'));

export default function AdminEntry(): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}
