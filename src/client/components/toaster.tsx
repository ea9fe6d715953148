import { Toaster as Sonner } from 'sonner';

export default function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={4000} />;
}
