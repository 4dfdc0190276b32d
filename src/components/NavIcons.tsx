// Navigation icons as inline SVG (decorative): emoji fonts are missing on some devices.
import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-6 shrink-0 md:size-5">
      {children}
    </svg>
  );
}

export const NAV_ICONS = {
  characters: (
    <Svg><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.5a3.5 3.5 0 0 1 0 7M21.5 20a6.5 6.5 0 0 0-4-6" /></Svg>
  ),
  // Kouzla: the sparkles of magic in general; Kniha: the character's own open book
  catalog: (
    <Svg><path d="M12 3l1.8 4.7L18.5 9l-4.7 1.8L12 15.5l-1.8-4.7L5.5 9l4.7-1.3z" /><path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8zM5 15l.6 1.4L7 17l-1.4.6L5 19l-.6-1.4L3 17l1.4-.6z" /></Svg>
  ),
  spellbook: (
    <Svg><path d="M2 5.5C5 4 8.5 4 12 6c3.5-2 7-2 10-.5V20c-3-1.5-6.5-1.5-10 .5-3.5-2-7-2-10-.5z" /><path d="M12 6v14.5" /></Svg>
  ),
  tracker: (
    <Svg><path d="M14.5 17.5 3 6V3h3l11.5 11.5" /><path d="m13 19 6-6M16 16l4 4M19 21l2-2" /><path d="M9.5 6.5 14 2h3v3l-4.5 4.5" /><path d="m5 14 4 4M7 17l-3 3M3 19l2 2" /></Svg>
  ),
  rules: (
    <Svg><path d="M6 3h11a2 2 0 0 1 2 2v13a3 3 0 0 1-3 3H7" /><path d="M6 3a2 2 0 0 0-2 2v2h4V5a2 2 0 0 0-2-2z" /><path d="M8 7v11a3 3 0 0 0 3 3M11 8h5M11 12h5M11 16h3" /></Svg>
  ),
  settings: (
    <Svg><circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" /></Svg>
  ),
};
