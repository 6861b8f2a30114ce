/** HTML compiled from Markdown at build time. */
export function Markdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`markdown ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
