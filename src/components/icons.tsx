// Small stroke icons (decorative, aria-hidden) so the screens don't depend on an emoji font.
import type { ReactNode } from 'react';

function Svg({ children, className = 'size-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      {children}
    </svg>
  );
}

export const BookIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14z" /><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" /></Svg>
);
export const SwordsIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M14.5 17.5 3 6V3h3l11.5 11.5" /><path d="m13 19 6-6M16 16l4 4M19 21l2-2" /><path d="M9.5 6.5 14 2h3v3l-4.5 4.5" /><path d="m5 14 4 4M7 17l-3 3M3 19l2 2" /></Svg>
);
export const PencilIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M17 3a2.85 2.85 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" /></Svg>
);
export const CopyIcon = (p: { className?: string }) => (
  <Svg {...p}><rect x="9" y="9" width="13" height="13" rx="2" /><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" /></Svg>
);
export const TrashIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" /></Svg>
);
export const PlusIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M12 5v14M5 12h14" /></Svg>
);
export const StarIcon = ({ filled, className }: { filled?: boolean; className?: string }) => (
  <svg viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false" className={`shrink-0 ${className ?? 'size-4'}`}>
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);
export const ChevronIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="m9 6 6 6-6 6" /></Svg>
);
export const ScrollIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M8 21h12a2 2 0 0 0 2-2v-2H10v2a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v3h4" /><path d="M19 17V5a2 2 0 0 0-2-2H4" /></Svg>
);
export const WarningIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" /><path d="M12 9v4M12 17h.01" /></Svg>
);
export const PrinterIcon = (p: { className?: string }) => (
  <Svg {...p}><path d="M6 9V3h12v6" /><path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" /><path d="M6 14h12v7H6z" /></Svg>
);

export const DevicesIcon = (p: { className?: string }) => (
  <Svg {...p}><rect x="2" y="4" width="14" height="10" rx="1" /><path d="M6 18h6" /><rect x="17" y="8" width="5" height="12" rx="1" /></Svg>
);
