import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { refreshSession } from './lib/session-store';
import { vehiclesPath } from './features/vehicles/api/vehicles-path';
import { preload } from './lib/api';
import { initLanguage } from './lib/i18n';
import './styles.css';

const router = createRouter();
// Ask for the session while the texts load, not after: every protected screen waits for it.
void refreshSession();
// The garage's first paint waits for its list: ask for it now too, not once its screen has loaded.
if (location.pathname === '/garage') preload(vehiclesPath('owned'));

void initLanguage().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
