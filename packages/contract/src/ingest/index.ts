export { domainOfCaption, domainOfUrl, landingDomainOf, unwrapRedirect } from './domains';
export {
  type AdNodeScan,
  adArchiveIdOf,
  expandAdItems,
  findAdNodes,
  parseResponseText,
  scanAdNodes,
} from './find-nodes';
export { detectAdShape, mapAd } from './map-ad';
export { stripAccessToken } from './map-archive';
export * from './normalized';
export { AD_COLLATION_MAX, AD_LIBRARY_EPOCH, implausibilityOf } from './plausibility';
export { instantOf } from './values';
