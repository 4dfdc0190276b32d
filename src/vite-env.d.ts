/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
/** A locale's spell names only (src/data/tools/spell-names-plugin.ts). */
declare module '*/spells.json?names' {
  const names: Record<string, string>;
  export default names;
}
