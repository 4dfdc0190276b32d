// Routes of a character's screens (/kniha/<id>, /boj/<id>, /tisk/<id>): the character is part of the
// route, so each tab acts on the character it shows (CharacterRoute.tsx).

/** The route of a character's screen: `characterPath('/boj', id)` → /boj/<id>. */
export const characterPath = (base: string, id: string | null, search = ''): string =>
  `${base}${id === null ? '' : `/${encodeURIComponent(id)}`}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
