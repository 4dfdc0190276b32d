import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { initI18n } from './i18n';
import { App, preloadScreenAt } from './App';
import { startApp } from './boot';
import { preloadBannersIfNeeded } from './features/settings/StatusSlot';

const root = createRoot(document.getElementById('root')!);
startApp()
  .then(async ({ language }) => {
    await initI18n(language);
    await Promise.all([preloadBannersIfNeeded(), preloadScreenAt(location.pathname)]);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((e: unknown) => {
    console.error(e);
    document.getElementById('root')!.textContent = 'Grimoár se nepodařilo spustit. Zkus stránku načíst znovu.';
  });
