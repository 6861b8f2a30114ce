/**
 * The admonition types, Markdown's `:::tip` and MDX's `<Admonition type="tip">`
 * alike: each with its default title and the style it is shown in.
 */
export const ADMONITIONS: Record<string, { title: string; style: string }> = {
  note: { title: 'Note', style: 'note' },
  tip: { title: 'Tip', style: 'tip' },
  info: { title: 'Info', style: 'info' },
  warning: { title: 'Warning', style: 'warning' },
  caution: { title: 'Caution', style: 'warning' },
  danger: { title: 'Danger', style: 'danger' },
  // Docusaurus's legacy keywords, which Docusaurus 3 still shows as the type they became.
  secondary: { title: 'Note', style: 'note' },
  important: { title: 'Info', style: 'info' },
  success: { title: 'Tip', style: 'tip' },
};
