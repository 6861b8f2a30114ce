/** `<page> | <site>`, or the site title alone; shared by the server and the client router. */
export function pageTitle(title: string | undefined, siteTitle: string): string {
  return title && title !== siteTitle ? `${title} | ${siteTitle}` : siteTitle;
}
