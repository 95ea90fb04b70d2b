/**
 * What other features may use of billing (docs/client-architecture.md, "Public files"): the
 * account page's subscription and top-up blocks, and the top-up dialog the chat opens when the
 * budget runs out.
 */
export { SubscriptionBlock, TopUpBlock } from './subscription-block.tsx';
export { TopUpDialog } from './top-up-dialog.tsx';
