import { apiError, type StoreApiError } from './errors.js';

// Errors of the content routes (navigation, CMS, landing pages, media, sitemap) with Shopware's codes and texts.

export const contentErrors = {
  footerCategoryNotFound: (salesChannelId: string): StoreApiError =>
    apiError(
      400,
      'CHECKOUT__FOOTER_CATEGORY_NOT_FOUND',
      `Footer category, for sales channel ${salesChannelId}, is not set`,
      { parameters: { salesChannelId } },
    ),
  serviceCategoryNotFound: (salesChannelId: string): StoreApiError =>
    apiError(
      400,
      'CHECKOUT__SERVICE_CATEGORY_NOT_FOUND',
      `Service category, for sales channel ${salesChannelId}, is not set`,
      { parameters: { salesChannelId } },
    ),
  cmsPageNotFound: (pageId: string): StoreApiError =>
    apiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${pageId}" was not found.`, {
      parameters: { pageId },
    }),
  landingPageNotFound: (landingPageId: string): StoreApiError =>
    apiError(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${landingPageId}" not found.`, {
      parameters: { landingPageId },
    }),
  emptyMediaId: (): StoreApiError => apiError(400, 'CONTENT__MEDIA_EMPTY_ID', 'A media id must be provided.'),
  /** Shopware answers 500 for a missing sitemap file (SitemapException::fileNotReadable); here it is a 404. */
  sitemapFileNotFound: (path: string): StoreApiError =>
    apiError(404, 'CONTENT__FILE_IS_NOT_READABLE', `File is not readable at ${path}.`, {
      parameters: { path },
    }),
  countryNotFound: (countryId: string): StoreApiError =>
    apiError(404, 'CHECKOUT__COUNTRY_NOT_FOUND', `Country with id "${countryId}" not found.`, {
      parameters: { countryId },
    }),
  invalidApiType: (type: string): StoreApiError =>
    apiError(400, 'FRAMEWORK__INVALID_API_TYPE', `The given type ${type} is not supported.`, {
      parameters: { type },
    }),
};
