import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AccountDialogHost } from './shared/account/AccountDialogHost';
import './shared/i18n';
import { queryClient } from './shared/query/client';
import { LazyToaster } from './shared/ui/LazyToaster';
import { watchSettings } from './shared/settings/apply';
import './shared/styles/base.css';
import { router } from './router';

// Theme colour and layout as CSS variables for both faces, kept in step with the settings.
watchSettings();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AccountDialogHost />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>,
);
