import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstScreen } from './app/first-screen';
import { Providers } from './app/providers';
import { afterFirstPaint } from './lib/after-first-paint';
import { refreshSession } from './lib/session-store';
import { vehiclesPath } from './features/vehicles/api/vehicles-path';
import { preload } from './lib/api';
import { pendingTransfersPath, taskSummaryPath } from './lib/frame-reads';
import { initLanguage } from './lib/i18n';
import './styles.css';

// Ask for the session while the texts load, not after: every protected screen waits for it.
const session = refreshSession();
// The garage's first paint waits for its list: ask for it now too, not once its screen has loaded.
if (location.pathname === '/garage') preload(vehiclesPath('owned'));
// With a session, the frame's own reads start as soon as it is known, not once the router and the
// frame's code are here: on PGlite they queue with the screen's requests (decision 025).
void session.then((signedIn) => {
  if (!signedIn) return;
  preload(taskSummaryPath);
  preload(pendingTransfersPath);
});

const root = createRoot(document.getElementById('root')!);
const render = (screen: ReactNode) =>
  root.render(
    <StrictMode>
      <Providers>{screen}</Providers>
    </StrictMode>,
  );
const loadRouter = () => import('./app/router-app');
const texts = initLanguage().catch(() => undefined);

if (location.pathname === '/') {
  // A visitor's landing page is painted without the router (first-screen.tsx); the router loads
  // after that paint, and takes over when a link is followed.
  const landing = import('./routes/landing');
  // Signed in, the router takes over at once: start fetching it as soon as that is known.
  void session.then((signedIn) => signedIn && loadRouter());
  const handOver = (to?: string) =>
    void loadRouter().then(async ({ RouterApp, navigateTo }) => {
      if (to) await navigateTo(to);
      render(<RouterApp />);
    });
  void Promise.all([landing, session, texts]).then(
    ([{ default: Landing }, signedIn]) => {
      if (signedIn) return handOver();
      render(<FirstScreen Landing={Landing} onNavigate={handOver} />);
      afterFirstPaint(() => void loadRouter());
    },
    () => handOver(),
  );
} else {
  const router = loadRouter();
  void texts.then(() => router).then(({ RouterApp }) => render(<RouterApp />));
}
