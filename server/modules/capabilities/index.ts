export { CAPABILITIES_SETTING_KEY, getCapabilities, getOfferedCapabilities } from './get-capabilities';
export { adminCapabilitiesRouter } from './router';
