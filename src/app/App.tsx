import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../session/SessionContext';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <SessionProvider>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </SessionProvider>
  );
}
