import { compile } from '@inlang/paraglide-js';
import { ADMIN_PARAGLIDE_OPTIONS } from '../../admin/i18n/paraglide-options';
import { PARAGLIDE_OPTIONS } from './paraglide-options';

/** Compiles the public and admin catalogues into typed functions (`src/i18n/paraglide/`, `admin/i18n/paraglide/`). */
await compile(PARAGLIDE_OPTIONS);
await compile(ADMIN_PARAGLIDE_OPTIONS);
