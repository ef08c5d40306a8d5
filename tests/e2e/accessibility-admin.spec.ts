import { checkEveryScreen } from './support/a11y-roles';

/** axe on every screen the admin sees (the most screens and dialogs: a worker of its own). */
checkEveryScreen(['admin']);
