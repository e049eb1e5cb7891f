import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from './paraglide-options';

/** Compiles the message catalogues into typed functions (`src/i18n/paraglide/`). */
await compile(PARAGLIDE_OPTIONS);
