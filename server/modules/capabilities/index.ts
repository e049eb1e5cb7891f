export { CAPABILITIES_SETTING_KEY, getCapabilities } from './get-capabilities';
export { adminCapabilitiesRouter } from './router';
