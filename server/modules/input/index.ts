export { unstorableTextRefusal, withoutLoneSurrogates } from './unstorable-text';
