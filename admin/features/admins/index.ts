export { ROLE_LABEL, ROLE_SCOPE } from './role-words';
