/**
 * The ids of an operation page's sections. The engine names them because it
 * links to them (search results land on a section); themes give the
 * sections these ids, as the default theme does.
 */
export const OPERATION_SECTIONS = { security: 'api-auth', request: 'api-request', responses: 'api-responses' } as const;
