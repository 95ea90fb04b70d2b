import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#shared/validation.ts';
import { App } from './app/app.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
