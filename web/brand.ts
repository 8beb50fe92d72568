/** The service's name as viewers see it (docs/product.md withholds the product's name: docs/decisions/0400). */
export const SITE_NAME = '스트림'

/** The document title for a page title. */
export const documentTitle = (pageTitle: string): string => `${pageTitle} | ${SITE_NAME}`
