// The cold load's static floor page (a heading and a button that changes its text) rendered by
// React: what the design's renderer costs before any of the app's own work.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  const [label, setLabel] = useState('Zvolit');
  return h('main', null, h('h1', null, 'Postavy'), h('button', { 'aria-label': 'floor', onClick: () => setLabel('ok') }, label));
}

createRoot(document.getElementById('root')!).render(h(Floor));
