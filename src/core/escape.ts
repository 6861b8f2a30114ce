const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTR: Record<string, string> = { ...TEXT, '"': '&quot;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>]/g, (c) => TEXT[c]!);
}

export function escapeAttribute(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ATTR[c]!);
}
