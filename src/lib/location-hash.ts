/** The address's #fragment; empty where there is no window (the build's render of a page). */
export function locationHash(): string {
  return typeof window === 'undefined' ? '' : window.location.hash;
}
