/**
 * What the 404 page logs with console.error, followed by the missing path. Its own module
 * (no imports) so `npm run bench` can recognise the log as intended on the 404 route.
 */
export const NOT_FOUND_LOG_PREFIX = "404: página não encontrada:"
