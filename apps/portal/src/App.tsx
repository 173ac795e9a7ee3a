import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The portal's root: the route table of both spec documents. */
export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
