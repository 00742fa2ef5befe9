import { StoreApiError } from './errors.js';

// Errors of the content routes (navigation, CMS, landing pages, media, sitemap) with Shopware's codes and texts.

export const contentErrors = {
  footerCategoryNotFound: (salesChannelId: string): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__FOOTER_CATEGORY_NOT_FOUND',
      detail: `Footer category, for sales channel ${salesChannelId}, is not set`,
      parameters: { salesChannelId },
    }),
  serviceCategoryNotFound: (salesChannelId: string): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'CHECKOUT__SERVICE_CATEGORY_NOT_FOUND',
      detail: `Service category, for sales channel ${salesChannelId}, is not set`,
      parameters: { salesChannelId },
    }),
  cmsPageNotFound: (pageId: string): StoreApiError =>
    new StoreApiError({
      status: 404,
      code: 'CONTENT__CMS_PAGE_NOT_FOUND',
      detail: `Page with id "${pageId}" was not found.`,
      parameters: { pageId },
    }),
  landingPageNotFound: (landingPageId: string): StoreApiError =>
    new StoreApiError({
      status: 404,
      code: 'CONTENT__LANDING_PAGE_NOT_FOUND',
      detail: `Landing page "${landingPageId}" not found.`,
      parameters: { landingPageId },
    }),
  emptyMediaId: (): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'CONTENT__MEDIA_EMPTY_ID',
      detail: 'A media id must be provided.',
    }),
  /** Shopware answers 500 for a missing sitemap file (SitemapException::fileNotReadable); here it is a 404. */
  sitemapFileNotFound: (path: string): StoreApiError =>
    new StoreApiError({
      status: 404,
      code: 'CONTENT__FILE_IS_NOT_READABLE',
      detail: `File is not readable at ${path}.`,
      parameters: { path },
    }),
  countryNotFound: (countryId: string): StoreApiError =>
    new StoreApiError({
      status: 404,
      code: 'CHECKOUT__COUNTRY_NOT_FOUND',
      detail: `Country with id "${countryId}" not found.`,
      parameters: { countryId },
    }),
  invalidApiType: (type: string): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'FRAMEWORK__INVALID_API_TYPE',
      detail: `The given type ${type} is not supported.`,
      parameters: { type },
    }),
};
