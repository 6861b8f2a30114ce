/** `@docusaurus/ExecutionEnvironment`: where the code runs. */
const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};

export default ExecutionEnvironment;
