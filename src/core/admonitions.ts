/**
 * The admonition types, Markdown's `:::tip` and MDX's `<Admonition type="tip">`
 * alike: each with its default title, the message id that translates it
 * (Docusaurus's), and the style it is shown in.
 */
export const ADMONITIONS: Record<string, { title: string; id: string; style: string }> = {
  note: { title: 'Note', id: 'theme.admonition.note', style: 'note' },
  tip: { title: 'Tip', id: 'theme.admonition.tip', style: 'tip' },
  info: { title: 'Info', id: 'theme.admonition.info', style: 'info' },
  warning: { title: 'Warning', id: 'theme.admonition.warning', style: 'warning' },
  caution: { title: 'Caution', id: 'theme.admonition.caution', style: 'warning' },
  danger: { title: 'Danger', id: 'theme.admonition.danger', style: 'danger' },
  // Docusaurus's legacy keywords, which Docusaurus 3 still shows as the type they became.
  secondary: { title: 'Note', id: 'theme.admonition.note', style: 'note' },
  important: { title: 'Info', id: 'theme.admonition.info', style: 'info' },
  success: { title: 'Tip', id: 'theme.admonition.tip', style: 'tip' },
};
