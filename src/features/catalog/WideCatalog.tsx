// The desktop catalog: the list on the left and, beside it, the detail (or its placeholder). Open
// filters go to the top of the right-hand column (FilterSlot): above the list they left it room for
// only a couple of rows, while the column beside it showed "Vyber kouzlo".
import { createContext, useState, type ReactNode } from 'react';

/** Where the open filter panel goes; null: right under the search (the phone). */
export const FilterSlot = createContext<HTMLElement | null>(null);

/** `printed`: the column that goes on paper (the spell when one is open, else the list). */
export function WideCatalog({ list, children, printed }: { list: ReactNode; children: ReactNode; printed: 'list' | 'detail' }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  return (
    <FilterSlot.Provider value={slot}>
      <div className={`grid grid-cols-[minmax(18rem,26rem)_1fr] items-start gap-6 print:block ${printed === 'list' ? '[&>:last-child]:print:hidden' : '[&>:first-child]:print:hidden'}`}>
        {list}
        <div className="min-w-0">
          {/* sticky: a player scrolled down a long spell still sees the filters the button opens */}
          <div ref={setSlot} className="sticky top-16 z-10 mb-4 max-h-[calc(100dvh-5.5rem)] overflow-y-auto rounded-xl shadow-lg empty:hidden" />
          {children}
        </div>
      </div>
    </FilterSlot.Provider>
  );
}
