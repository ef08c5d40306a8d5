import { z } from 'zod';
import { installPortugueseZodMessages } from './zod-pt-br';

/**
 * zod, with its messages in Portuguese. Every schema in src/shared and src/web takes `z` from here,
 * so the messages are set wherever zod is first loaded: the web app loads zod only with the first
 * screen or form that needs it, not with its entry (the sign-in page shows before any of it).
 */
installPortugueseZodMessages();

export { z };
