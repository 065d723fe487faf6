/**
 * The entry of the owner's inbox (inbox.html, built apart from the public site by
 * src/build/build.ts): its own chunks and stylesheet, never prerendered, never referenced by a
 * public page. Nothing in it is readable without a session: the data comes from the API.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import { InboxApp } from './InboxApp';

const container = document.getElementById('root');
if (!container) throw new Error('The inbox page has no #root element to render into.');
createRoot(container).render(
  <StrictMode>
    <InboxApp />
  </StrictMode>,
);
