/** `@docusaurus/useIsBrowser`: false while the page renders on the server (and hydrates), true once it runs in the browser. */
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
