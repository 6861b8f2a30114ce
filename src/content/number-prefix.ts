/** Docusaurus number prefixes: `01_Setup`, `2-intro`, `10. Notes` → the name without it. */
export function stripNumberPrefix(name: string): string {
  const m = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/.exec(name);
  return m ? name.slice(m[0].length) : name;
}
