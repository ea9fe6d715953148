import { Toaster as Sonner } from 'sonner';

/**
 * At the bottom: at the top a toast covered the title of the drawer it announced ("Document saved").
 * On phones it stays above the bottom bar (h-16).
 */
export default function Toaster() {
  return <Sonner position="bottom-center" mobileOffset={{ bottom: 80 }} richColors closeButton duration={4000} />;
}
