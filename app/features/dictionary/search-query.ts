/** A search's limits: the page's search box and the server's schema (search-query.server.ts). */
export const maxQueryLength = 100;
export const defaultResultLimit = 10;
export const maxResultLimit = 50;
