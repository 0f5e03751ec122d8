import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedIn, startEventsSoon } from './app/App';
import { registerAppShell, takeWaitingVersion } from './app/app-shell';
import { runEffectsBeforeInput } from './app/effects-before-input';
import { applyColorScheme } from './app/theme';
import { startDensity } from './features/settings/density';
import './app/app.css';

// Before login the system's preference decides; the user's setting takes over once known.
// The last view's picture (src/boot) came with the theme it was shown in: kept till then.
if (!document.querySelector('.view-snapshot')) applyColorScheme(undefined);
startDensity();
runEffectsBeforeInput();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
preloadSignedIn();
// A newer version of Parley waiting in the service worker takes over first (app/app-shell.ts).
void takeWaitingVersion().then((start) => {
  if (!start) return;
  startEventsSoon();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerAppShell();
});
