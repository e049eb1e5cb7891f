import v8 from 'node:v8';

/**
 * V8 settings set before the server allocates anything: import this module first. No allocation-site
 * pretenuring: it sent each request's objects to the old generation under load (decision 026).
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
