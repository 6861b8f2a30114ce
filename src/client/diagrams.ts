/**
 * Draws Mermaid diagrams in the browser, in the colour mode's Mermaid theme,
 * and again when the mode changes. Mermaid needs a DOM to lay a diagram
 * out, so it runs here rather than at build time; it is the largest code a
 * page can load (about 200 KB gzip with a flowchart's own chunks), which is
 * why only page-diagrams.ts loads this module, once a page has a diagram.
 * It is a build of its own (theme/bundle-diagrams.ts), so it may import
 * nothing the entry does; the config's `mermaid` comes as a module of its
 * own (`mysite:mermaid`).
 */
import mermaid from 'mermaid';
import settings from 'mysite:mermaid';

export interface DiagramClasses {
  /** The wrapper's class (core/mermaid-markup.ts). */
  diagram: string;
  /** The class of the `<pre>` holding the source. */
  source: string;
}

/** Mermaid draws one diagram at a time (it configures itself globally): each waits for the one before. */
let queue: Promise<void> = Promise.resolve();
let count = 0;
let watching = false;

/**
 * What Mermaid's own themes need for their text to read at 4.5:1 (WCAG AA), under the config's own
 * `themeVariables`: the dark theme writes edge labels (#ccc) on a grey lightened from its labels'
 * (#585858, 4.4:1); on #333 they read at 7.9:1.
 */
const READABLE: Partial<Record<string, Record<string, string>>> = { dark: { edgeLabelBackground: '#333333' } };

function colorMode(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

async function draw(diagram: HTMLElement, classes: DiagramClasses): Promise<void> {
  const mode = colorMode();
  const source = diagram.querySelector<HTMLElement>(`:scope > .${classes.source}`);
  // Gone with a navigation, or drawn in this mode already.
  if (!source || !diagram.isConnected || diagram.dataset.drawn === mode) return;
  const theme = settings.theme[mode];
  const themeVariables = { ...READABLE[theme], ...(settings.options.themeVariables as object | undefined) };
  mermaid.initialize({ ...settings.options, startOnLoad: false, suppressErrorRendering: true, theme, themeVariables });
  const id = `mysite-mermaid-${++count}`;
  try {
    const { svg, bindFunctions } = await mermaid.render(id, source.textContent ?? '');
    let drawing = diagram.querySelector<HTMLElement>(':scope > [data-drawing]');
    if (!drawing) {
      drawing = document.createElement('div');
      drawing.dataset.drawing = '';
      diagram.append(drawing);
    }
    drawing.innerHTML = svg;
    bindFunctions?.(drawing);
    label(drawing.querySelector('svg'), source, id);
    source.hidden = true;
    // No longer a code block: the drawing is shown without the code's frame.
    diagram.classList.remove('code-block');
    diagram.dataset.drawn = mode;
  } catch (error) {
    // The source stays, as code: it is what the author wrote, and the console says why it did not draw.
    diagram.dataset.drawn = 'error';
    console.error('mysite: a Mermaid diagram could not be drawn', error);
  }
}

/**
 * An image with a name (a diagram's `accTitle`, else "Diagram"), described by its source, which
 * reads as a list of its parts. Mermaid's own role and role description are for its own names.
 */
function label(svg: SVGSVGElement | null, source: HTMLElement, id: string): void {
  if (!svg) return;
  svg.setAttribute('role', 'img');
  svg.removeAttribute('aria-roledescription');
  if (!svg.hasAttribute('aria-labelledby')) svg.setAttribute('aria-label', 'Diagram');
  source.id ||= `${id}-source`;
  svg.setAttribute('aria-describedby', source.id);
}

function enqueue(diagrams: Iterable<HTMLElement>, classes: DiagramClasses): void {
  for (const diagram of diagrams) queue = queue.then(() => draw(diagram, classes));
}

export function drawDiagrams(diagrams: Iterable<HTMLElement>, classes: DiagramClasses): void {
  enqueue(diagrams, classes);
  if (watching) return;
  watching = true;
  // A new colour mode draws the page's diagrams again, in its theme.
  new MutationObserver(() => enqueue(document.querySelectorAll<HTMLElement>(`.${classes.diagram}[data-drawn]`), classes)).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}
