export { handlePostback } from './handle-postback';
export { releaseOfferwallCredits } from './release-offerwall-credits';
export { adminOfferwallsRouter, offerwallsRouter } from './router';
