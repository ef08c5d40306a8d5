// The one schema object Drizzle needs (client, drizzle-kit); every table module is listed here.
export * from './albums';
export * from './asset-text';
export * from './assets';
export * from './audit';
export * from './campaigns';
export * from './consents';
export * from './invitations';
export * from './jobs';
export * from './notifications';
export * from './password-reset-tokens';
export * from './rate-limits';
export * from './requests';
export * from './settings';
export * from './share-links';
export * from './taxonomy';
export * from './units';
export * from './users';
