import { Link, NavLink, RouterProvider } from 'react-router';
import { LinksProvider, type Links } from './links';
import { createRouter } from './router';

const routerLinks: Links = { Link, NavLink };
let router: ReturnType<typeof createRouter> | undefined;
const theRouter = () => (router ??= createRouter());

/** Every screen, through the data router (created once, when this first renders or navigates). */
export function RouterApp() {
  return (
    <LinksProvider value={routerLinks}>
      <RouterProvider router={theRouter()} />
    </LinksProvider>
  );
}

/**
 * Takes over from the first screen (first-screen.tsx): the router goes to `to` — loading its
 * screen's code and data while the landing page stays up, as between any two screens — and
 * resolves once it is there, for RouterApp to render it.
 */
export async function navigateTo(to: string): Promise<void> {
  const r = theRouter();
  if (!r.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = r.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  await r.navigate(to);
}
