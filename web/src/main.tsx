// Entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Listens for the browser's install offer from the start; the menu shows it later.
import './lib/browser/install-prompt';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
