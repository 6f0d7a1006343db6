// The feature's calls to the bank: pages and components reach the bank only through their
// feature's actions (CONTRIBUTING, 'Add an area'). The pre-order card page shows the refusal as it
// comes (preorderCard.ts), so the call passes through unchanged.
export { requestCardDelivery } from '../../api/kyc';
