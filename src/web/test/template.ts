/** The offer template the server tests use too (tests/helpers/template-fixture.ts), for the web's tests. */
export { OFFER_TEMPLATE } from '../../../tests/helpers/template-fixture';
