import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AccountDialogHost } from './shared/account/AccountDialogHost';
import './shared/i18n';
import { queryClient } from './shared/query/client';
import './shared/styles/base.css';
import { router } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AccountDialogHost />
      <Toaster position="top-center" richColors closeButton duration={3000} />
    </QueryClientProvider>
  </StrictMode>,
);
