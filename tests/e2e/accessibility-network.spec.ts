import { checkEveryScreen } from './support/a11y-roles';

/** axe on every screen a visitor, a franqueado and a collaborator see. */
checkEveryScreen(['visitor', 'franqueado', 'user']);
