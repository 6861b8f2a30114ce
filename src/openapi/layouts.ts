/** Names of the theme layouts the API reference uses. */
export const API_LAYOUTS = { intro: 'apiIntro', operation: 'apiOperation' } as const;
