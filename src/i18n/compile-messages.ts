import { compile } from '@inlang/paraglide-js';
import { ADMIN_PARAGLIDE_OPTIONS } from '../../admin/i18n/paraglide-options';
import { PARAGLIDE_OPTIONS } from './paraglide-options';

/**
 * Compiles the message catalogues into typed functions: the public site's (`src/i18n/paraglide/`)
 * and the admin's (`admin/i18n/paraglide/`).
 */
await compile(PARAGLIDE_OPTIONS);
await compile(ADMIN_PARAGLIDE_OPTIONS);
