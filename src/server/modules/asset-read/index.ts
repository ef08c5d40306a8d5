export { toAsset } from './asset-mapper';
export { type AssetReader, createAssetReader } from './asset-reader';
export { type Audience, audienceOf, visibleTo } from './audience';
export { refreshConsentState } from './consent-state';
export { type ContentWarnings, createContentWarnings } from './content-warnings';
export {
  LISTED_COLUMNS,
  LISTED_JOINS,
  type ListedRow,
  type ShownAssetRow,
  type StoredAssetRow,
} from './listed-rows';
export { publishedOn } from './publication';
export {
  CLEANER_VERSION,
  cleanOriginalKey,
  deleteRenders,
  fileVersionOf,
  isStaleRender,
  PIECES_PREFIX,
  RENDERS_PREFIX,
  type RenderSweepState,
  renderKey,
} from './render-key';
export { requestAudience } from './request-audience';
export { createTaxonomyNames } from './taxonomy-names';
export { thumbnailUrl } from './thumbnail-url';
